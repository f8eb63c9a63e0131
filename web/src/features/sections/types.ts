import type { ComponentType, LazyExoticComponent } from 'react';
import type { SectionContent, AssessmentDetail } from '@shared/routes';

/** The company's setup screen of one section: it owns its form state and saves through `onSave`. */
export interface SetupProps {
  /** The whole content pack in the interface language. */
  content: SectionContent;
  /** What is stored now (or what was copied from another assessment); undefined when nothing is. */
  setup: unknown;
  company: unknown;
  busy: boolean;
  onSave: (setup: unknown, company: unknown) => Promise<void>;
  /** My account → Core values (spec part 1 §3 User `coreValues`): what a section with own values starts from. */
  coreValues?: readonly string[] | undefined;
}

/** How an answer screen's change is rendered. */
export interface AnswerChange {
  /**
   * The control shows the change itself (a `ChoiceGroup`): the answers are updated at once, the page renders them
   * after the next frame. On a slow phone the tap's frame then draws only the chosen face, not the page's counts and
   * labels. Never for a text field, whose typed value React would put back.
   */
  renderAfterPaint?: boolean;
}

/** The respondent's answer screen of one running section. */
export interface AnswerProps {
  /** The section's questions as the server sent them for this respondent. */
  content: SectionContent;
  answers: unknown;
  /** Apply a change as a function of the current answers, so quick changes never drop one. */
  onChange: (update: (current: unknown) => unknown, change?: AnswerChange) => void;
  disabled: boolean;
  /** Big Five: show the items in another of the pack's languages. */
  onItemLocale?: ((itemLocale: string) => void) | undefined;
}

/** The employer's view of one section of a respondent's result. */
export interface ResultProps {
  summary: unknown;
  /** The company's setup where a view needs it to label answers (custom survey questions). */
  template: Pick<AssessmentDetail, 'setup'>;
  /** Where the assessment randomised the item order: this respondent's seed, to list items as they saw them. */
  orderSeed?: string | null | undefined;
}

type Screen<P> = LazyExoticComponent<ComponentType<P>> | ComponentType<P>;

/** Everything the app needs of one section kind; screens are loaded when first shown. */
export interface SectionScreens {
  Setup: Screen<SetupProps>;
  /** Preloadable: fetched while the intro shows, so no loading eats into the section's time. */
  Answer: Screen<AnswerProps> & { preload: () => Promise<unknown> };
  Result: Screen<ResultProps>;
  /** Questions of the content a respondent has not answered yet (the finish warning). */
  unanswered: (content: SectionContent, answers: unknown) => number;
}
