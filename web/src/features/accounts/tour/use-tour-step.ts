import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import type { Driver } from 'driver.js';
import 'driver.js/dist/driver.css';
import { contrastTextColor } from '@shared/accounts/branding';
import { useT } from '../../../lib/i18n/use-t';

/** One popover of a guided tour, pointing at the element marked `data-tour="{target}"`. */
export interface TourStep {
  /** Changes when the popover should be drawn again (another step, another page). */
  id: string;
  target: string;
  title: string;
  body: string;
  current: number;
  total: number;
  /** The main button; without it the popover only has "Got it" (it closes for now). */
  primary?: { label: string; onClick: () => void };
  onSkip: () => void;
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** No dimming and the whole page stays usable (a step inside a form); else only the target and the popover are. */
  passive?: boolean;
  accent: string;
}

/** Whether the step's target is on the screen now: in the document (not a parked or left screen) and laid out. */
function onScreen(element: Element): boolean {
  return element.isConnected && element.getClientRects().length > 0;
}

/**
 * Draws a tour step with driver.js (a maintained tour library: highlight, focus trap, popover placement).
 * The highlighted element stays usable, so the user does the step for real; Escape (or, on a blocking step, a
 * click outside) closes the popover for now; "Skip tour" ends the tour for good. Arrow keys are left to the form.
 *
 * A popover belongs to the screen it was asked for: driver.js loads after the screen's data, so by then the user
 * may have moved on. It is drawn only if the address is still the one the step was asked on and its target is on
 * the screen, and it goes as soon as either changes (a new address, or the target leaves the page or is hidden),
 * so a late popover never lands on, or stays over, a later screen and takes its clicks.
 */
export function useTourStep(step: TourStep | null): void {
  const t = useT();
  const { pathname } = useLocation();
  const latest = useRef(step);
  latest.current = step;
  const id = step?.id ?? null;

  useEffect(() => {
    if (!id) return;
    let tour: Driver | undefined;
    let cancelled = false;
    let watch: MutationObserver | undefined;
    const askedOn = window.location.pathname;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') tour?.destroy();
      // driver.js keeps Tab inside the popover and the target; a passive step leaves the form's Tab order alone.
      if (e.key === 'Tab' && latest.current?.passive) e.stopPropagation();
    };
    void import('driver.js').then(({ driver }) => {
      const s = latest.current;
      const element = document.querySelector(`[data-tour="${s?.target}"]`);
      if (cancelled || !s || !element || window.location.pathname !== askedOn || !onScreen(element)) return;
      const focused = document.activeElement;
      tour = driver({
        animate: !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches,
        overlayOpacity: s.passive ? 0 : 0.45,
        // A passive step ignores clicks elsewhere (they go to the page); a blocking one closes for now.
        ...(s.passive ? { overlayClickBehavior: () => undefined } : {}),
        stagePadding: 8,
        stageRadius: 10,
        allowKeyboardControl: false,
        popoverClass: 'tour-popover',
        onDestroyed: () => document.body.classList.remove('tour-passive'),
      });
      tour.highlight({
        element,
        popover: {
          title: s.title,
          description: s.body,
          side: s.side ?? 'bottom',
          align: 'start',
          // "Got it" closes the popover for now; a step with an action runs it.
          showButtons: ['next', 'close'],
          nextBtnText: s.primary?.label ?? t('tour.gotIt'),
          onNextClick: () => {
            tour?.destroy();
            latest.current?.primary?.onClick();
          },
          onPopoverRender: (popover) => {
            popover.wrapper.style.setProperty('--accent', s.accent);
            popover.wrapper.style.setProperty('--accent-contrast', contrastTextColor(s.accent));
            popover.closeButton.setAttribute('aria-label', t('tour.close'));
            popover.progress.textContent = t('tour.progress', {
              current: s.current,
              total: s.total,
            });
            popover.progress.style.display = 'block';
            const skip = document.createElement('button');
            skip.type = 'button';
            skip.className = 'tour-skip';
            skip.textContent = t('tour.skip');
            skip.addEventListener('click', () => {
              tour?.destroy();
              latest.current?.onSkip();
            });
            popover.footerButtons.prepend(skip);
            // A passive step leaves the focus where the user is typing. driver.js moves it to the popover right after
            // this call; it goes back in the same task, before anyone can type (its onHighlighted comes 400 ms later,
            // when a quick typist may already be in the next field).
            if (s.passive && focused instanceof HTMLElement) {
              queueMicrotask(() => {
                if (popover.wrapper.contains(document.activeElement)) focused.focus();
              });
            }
          },
        },
      });
      if (s.passive) document.body.classList.add('tour-passive');
      document.addEventListener('keydown', onKey);
      // The screen changes under a mounted step (its target removed, hidden, or the address changed): the popover goes.
      watch = new MutationObserver(() => {
        if (!onScreen(element) || window.location.pathname !== askedOn) {
          watch?.disconnect();
          document.body.classList.remove('tour-passive');
          tour?.destroy();
        }
      });
      watch.observe(document.body, {
        childList: true,
        subtree: true,
        attributes: true,
        attributeFilter: ['class', 'style', 'hidden'],
      });
    });
    return () => {
      cancelled = true;
      watch?.disconnect();
      document.removeEventListener('keydown', onKey);
      document.body.classList.remove('tour-passive');
      tour?.destroy();
    };
  }, [id, t, pathname]);
}
