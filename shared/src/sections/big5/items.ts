import type { PackText } from '../content-pack';
import { IPIP_120_ROWS } from './ipip-120-items';
import { TRANSLATION_FIXES } from './translation-fixes';

export const BIG5_DOMAINS = ['N', 'E', 'O', 'A', 'C'] as const;
export type Big5Domain = (typeof BIG5_DOMAINS)[number];
export const BIG5_FACETS = [1, 2, 3, 4, 5, 6] as const;
export type Big5Facet = (typeof BIG5_FACETS)[number];
/** Facet code, e.g. "N3". */
export type Big5FacetCode = `${Big5Domain}${Big5Facet}`;

export interface Big5Item {
  /** Upstream item id (stable across locales and package versions). */
  readonly id: string;
  /** Position in the 120-item form, 1-120. */
  readonly num: number;
  readonly domain: Big5Domain;
  readonly facet: Big5Facet;
  /** plus: 1-5 as answered; minus: reversed (6 - answer). */
  readonly keyed: 'plus' | 'minus';
  readonly text: PackText;
  /**
   * false for facet O6 (liberalism): its items ask about voting and politics, which must not be
   * collected for selection (CONTENT.md). Hiring forms leave these items out.
   */
  readonly hiringUse: boolean;
}

const fixed = (id: string, locale: 'th' | 'es', upstream: string): string =>
  TRANSLATION_FIXES.find((fix) => fix.id === id && fix.locale === locale)?.text ?? upstream;

/** The IPIP-NEO-120 items in Johnson's order, with our translation fixes applied. */
export const IPIP_120_ITEMS: readonly Big5Item[] = IPIP_120_ROWS.map(([id, domain, facet, keyed, en, th, es], i) => ({
  id,
  num: i + 1,
  domain,
  facet: facet as Big5Facet,
  keyed,
  text: { en, th: fixed(id, 'th', th), es: fixed(id, 'es', es) },
  hiringUse: !(domain === 'O' && facet === 6),
}));

/**
 * The 50-item form: 10 items per domain chosen from the 120 set (so wording and translations are
 * shared). Choice: cover at least five facets per domain, balance plus/minus keying where the set
 * allows, leave out O6 (politics) and the N3/N5 items closest to health questions ("often feel blue",
 * "dislike myself", "go on binges"). Scores on this form are domain-only (no facets, no norms).
 */
export const IPIP_50_ITEM_IDS: readonly string[] = [
  // N: 5 plus, 5 minus
  '43c98ce8-a07a-4dc2-80f6-c1b2a2485f06', // N1+ Worry about things
  '43b03992-3f32-4ed1-a6f8-5d6d3e7ed246', // N1+ Get stressed out easily
  '48ad12ce-470e-4339-90ac-ea8c43a0103e', // N2+ Get angry easily
  'd32bd062-4eb2-401b-99b2-e7afea39ca9b', // N2- Am not easily annoyed
  'f40e421f-6c24-4be2-bd9f-28d33358d8c6', // N3- Feel comfortable with myself
  'acd8fadc-5399-4a67-b5ff-9d1ada049c01', // N4+ Am afraid to draw attention to myself
  '7317848c-3e1b-422f-bb16-02efc504f677', // N4- Am not bothered by difficult social situations
  '9f2e7f90-0ca5-4ed0-9fe5-e060238a9b5e', // N5- Easily resist temptations
  '2f519935-92e8-48ad-9746-4a0f8b38466a', // N6+ Panic easily
  '88a3c2fe-3aa4-4f46-9322-da656332268a', // N6- Remain calm under pressure
  // E: 6 plus, 4 minus
  'd50a597f-632b-4f7b-89e6-6d85b50fd1c9', // E1+ Make friends easily
  '41702602-08e4-4e2b-9a19-291d9efc581a', // E1- Keep others at a distance
  '28ab59a0-e7cd-4fce-94e3-bba2ecc023b6', // E2+ Talk to a lot of different people at parties
  '9a47184f-6046-4e68-a61b-3d9b357b86ea', // E2- Avoid crowds
  '8af754f2-68e9-48f3-8c5d-2e6633d4472c', // E3+ Take charge
  '8791f37b-686f-47c3-9db7-74c009951321', // E3- Wait for others to lead the way
  '48a761ef-438e-409b-ae59-ea2ce8f84414', // E4+ Am always busy
  '7d93e1ca-46e8-4a30-9623-42a80c9b420c', // E4- Like to take it easy
  '987efee2-899f-4a65-b9b5-1589ef0460d7', // E5+ Love excitement
  '899c3f66-51d0-46ea-963a-6fc36d3b3cb9', // E6+ Radiate joy
  // O: 6 plus, 4 minus (no O6)
  '888dd864-7449-4e96-8d5c-7a439603ea91', // O1+ Have a vivid imagination
  '935a7413-abac-4f54-9169-d1fbd39da752', // O1+ Like to get lost in thought
  '58d571e5-d725-4cf8-a438-32c16ee28eb6', // O2+ Believe in the importance of art
  '751a04bc-5adf-485a-8ea4-4308406ae85b', // O2- Do not like poetry
  '5631b856-ff34-4f76-a0cd-edc7104c3bfa', // O3+ Feel others' emotions
  '2a300001-6e05-4c79-b8b5-2ccae4c3d463', // O3- Rarely notice my emotional reactions
  'cae55842-8957-4e3b-83b3-ceff98fb9dcf', // O4+ Prefer variety to routine
  '0d2e65ab-95d9-482f-beb4-3239a3a4944a', // O4- Dislike changes
  'e1e804c7-4a1d-498f-8610-f95147af9d1d', // O5+ Love to read challenging material
  'fecc35f7-681e-4889-a404-4a973a3dfef0', // O5- Have difficulty understanding abstract ideas
  // A: 4 plus, 6 minus
  'ce2fbbf8-7a97-4199-bda5-117e4ecdf3b6', // A1+ Trust others
  '432dbde8-8756-4ff0-80d5-f47018235139', // A1- Distrust people
  '5a5fa975-d024-4ac8-8845-2823f957c21b', // A2- Cheat to get ahead
  'ccf3a5c8-fb50-4bd4-8e7a-22af3d657279', // A3+ Love to help others
  'ada867af-4db1-4e3d-a604-2b695c1806e5', // A3+ Am concerned about others
  'cd54bd76-ca9c-4030-b325-bb8d896bcb3f', // A3- Am indifferent to the feelings of others
  '0de0f900-cede-4538-9c00-5da4f830b028', // A4- Insult people
  'd9a9a180-29c9-4ec5-8621-2256d411def7', // A4- Yell at people
  '71029381-3908-4c68-91e1-e41fb45542a2', // A5- Believe that I am better than others
  'c2038c12-7a37-47a8-9983-831bd6692aab', // A6+ Feel sympathy for those who are worse off than myself
  // C: 5 plus, 5 minus
  'c7f53c3c-2e77-432f-bb71-7470b67d3aa9', // C1+ Complete tasks successfully
  'cda1ca17-b599-4561-a6cd-ff9d36062d27', // C2+ Like to tidy up
  '50418d86-712c-45d9-adc4-ea0231c93cf5', // C2- Leave my belongings around
  '73d84e5d-cbf5-47f0-b8cb-4d2159a52e32', // C3+ Keep my promises
  '54423933-0ebb-44a7-bdd9-2a9b100c70f2', // C3- Break my promises
  'b7fc949b-02b6-4cb9-a3e2-dbb3d824b55f', // C4+ Work hard
  '3890bb43-2695-4b8d-b289-ee10d11cc884', // C4- Put little time and effort into my work
  'f6076eea-56ae-4b46-97f1-5f94a7676c96', // C5+ Am always prepared
  '51403620-968c-42fa-a772-65ba5ad8396f', // C5- Have difficulty starting tasks
  'a354cf7c-8d11-46ac-acc5-da90d2048637', // C6- Rush into things
];
