// Runs in every document the web benchmark opens, before the page's own scripts (an init script):
// records paint, LCP, layout-shift, long-task and event-timing entries from the first moment, and
// offers the in-page parts of the measurements. Plain JavaScript, given to the page as it is.
(() => {
  const recorded = { paints: {}, lcp: 0, shifts: [], tasks: [], interactions: {}, ready: undefined, activationFrame: undefined, sameDocumentPaint: undefined };
  window.__bench = recorded;
  /** Where a journey's click is kept: the next document of the same tab reads it. */
  const CLICK_KEY = 'worldatlas-bench-click';

  // A prerendered document is painted before it is shown: its paint for a visitor is the first frame after activation.
  if (document.prerendering) {
    document.addEventListener('prerenderingchange', () => requestAnimationFrame((time) => (recorded.activationFrame = time)), { once: true });
  }

  function observe(type, onEntry, extra) {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true, ...extra });
    } catch {
      // an entry type this browser lacks
    }
  }
  observe('paint', (entry) => {
    recorded.paints[entry.name] = entry.startTime;
  });
  observe('largest-contentful-paint', (entry) => {
    recorded.lcp = entry.startTime;
  });
  observe('layout-shift', (entry) => {
    if (!entry.hadRecentInput) recorded.shifts.push({ start: entry.startTime, value: entry.value });
  });
  observe('longtask', (entry) => recorded.tasks.push({ start: entry.startTime, duration: entry.duration }));
  observe(
    'event',
    (entry) => {
      if (entry.interactionId) recorded.interactions[entry.interactionId] = Math.max(recorded.interactions[entry.interactionId] || 0, entry.duration);
    },
    { durationThreshold: 16 },
  );

  /** True when a level-1 heading containing `text` is laid out. */
  function headingShown(text) {
    return [...document.querySelectorAll('h1')].some((h) => (h.textContent || '').includes(text) && h.getBoundingClientRect().height > 0);
  }

  /** True when the route's condition holds: see ReadyCondition in page-metrics.ts. */
  function holds(condition) {
    const counted = !condition.count || document.querySelectorAll(condition.count.selector).length === condition.count.count;
    const termShown = !condition.term || [...document.querySelectorAll('dt')].some((dt) => dt.textContent === condition.term);
    return headingShown(condition.heading) && counted && termShown;
  }

  /** Checks `condition` in every frame; resolves with the time of the first frame where it holds (also kept as `ready`). */
  window.__benchReady = (condition) =>
    new Promise((resolve) => {
      function frame(time) {
        if (document.body && holds(condition)) {
          if (recorded.ready === undefined) recorded.ready = time;
          resolve(recorded.ready);
        } else requestAnimationFrame(frame);
      }
      requestAnimationFrame(frame);
    });

  /**
   * Arms a measurement of the next keydown in the focused field: the promise `__benchKeystroke`
   * resolves with the ms from that key's event to the first frame whose count of `selector`
   * elements differs from the count now.
   */
  window.__benchArmKeystroke = (selector) => {
    const before = document.querySelectorAll(selector).length;
    const field = document.activeElement;
    window.__benchKeystroke = new Promise((resolve, reject) => {
      if (!field) return reject(new Error('no focused field'));
      field.addEventListener(
        'keydown',
        (event) => {
          const typed = event.timeStamp;
          function frame(time) {
            if (document.querySelectorAll(selector).length !== before) resolve(time - typed);
            else if (time - typed > 10000) reject(new Error('the count never changed'));
            else requestAnimationFrame(frame);
          }
          requestAnimationFrame(frame);
        },
        { once: true },
      );
    });
  };

  /**
   * Arms the measurement of the next click: its time (performance.timeOrigin + the event's
   * timeStamp, ms since the epoch) and this document's time origin go to sessionStorage, for the
   * next document of the tab; and, for a navigation that stays in this document (a client-side
   * router), the first frame whose level-1 heading contains `heading` is kept as that page's paint.
   */
  window.__benchArmClick = (heading) => {
    addEventListener(
      'click',
      (event) => {
        sessionStorage.setItem(CLICK_KEY, JSON.stringify({ at: performance.timeOrigin + event.timeStamp, document: performance.timeOrigin }));
        function frame(time) {
          if (headingShown(heading)) recorded.sameDocumentPaint = performance.timeOrigin + time;
          else requestAnimationFrame(frame);
        }
        requestAnimationFrame(frame);
      },
      { capture: true, once: true },
    );
  };

  /**
   * The armed click's figure, once the next page has painted, else undefined: ms from the click to
   * the next page's paint, and how that page came. A new document: its first contentful paint, or
   * for a prerendered one its first frame after activation; `served` is `prefetch` (from the
   * prefetch cache), `prerender`, `network`, or the entry's other deliveryType (`cache`). The same
   * document: the frame with the next page's heading; `served` is `same document`.
   */
  window.__benchClickToPaint = () => {
    const stored = sessionStorage.getItem(CLICK_KEY);
    if (!stored) return undefined;
    const click = JSON.parse(stored);
    if (click.document === performance.timeOrigin) {
      return recorded.sameDocumentPaint === undefined ? undefined : { ms: recorded.sameDocumentPaint - click.at, served: 'same document' };
    }
    const navigation = performance.getEntriesByType('navigation')[0];
    const activated = navigation !== undefined && navigation.activationStart > 0;
    const paint = activated ? recorded.activationFrame : recorded.paints['first-contentful-paint'];
    if (paint === undefined) return undefined;
    const delivery = (navigation && navigation.deliveryType) || 'network';
    const served = activated ? 'prerender' : delivery === 'navigational-prefetch' ? 'prefetch' : delivery;
    return { ms: performance.timeOrigin + paint - click.at, served };
  };

  // A condition given before the document (observeLoad's): checked from the first frame, so a page
  // whose content arrives in its HTML counts as ready in that frame, however late the test asks.
  if (window.__benchReadyCondition) window.__benchReady(window.__benchReadyCondition);
})();
