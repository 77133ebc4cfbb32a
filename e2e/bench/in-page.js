// Runs in every document the web benchmark opens, before the page's own scripts (an init script):
// records paint, LCP, layout-shift, long-task and event-timing entries from the first moment, and
// offers the in-page parts of the measurements. Plain JavaScript, given to the page as it is.
(() => {
  const recorded = { paints: {}, lcp: 0, shifts: [], tasks: [], interactions: {}, ready: undefined };
  window.__bench = recorded;

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

  /** True when the route's condition holds: see ReadyCondition in page-metrics.ts. */
  function holds(condition) {
    const headingShown = [...document.querySelectorAll('h1')].some((h) => (h.textContent || '').includes(condition.heading) && h.getBoundingClientRect().height > 0);
    const counted = !condition.count || document.querySelectorAll(condition.count.selector).length === condition.count.count;
    const termShown = !condition.term || [...document.querySelectorAll('dt')].some((dt) => dt.textContent === condition.term);
    return headingShown && counted && termShown;
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

  // A condition given before the document (observeLoad's): checked from the first frame, so a page
  // whose content arrives in its HTML counts as ready in that frame, however late the test asks.
  if (window.__benchReadyCondition) window.__benchReady(window.__benchReadyCondition);
})();
