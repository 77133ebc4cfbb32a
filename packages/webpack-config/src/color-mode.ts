import { createHash } from 'node:crypto';

/**
 * The inline script at the top of every app's index.html: applies the colour mode before the first
 * paint, so a dark page never flashes light. The visitor's choice (localStorage
 * `worldatlas-color-mode`, written by the shell's header toggle) wins; without one, the system's
 * `prefers-color-scheme`. Sets the class Chakra's `_dark` condition reads (`dark` or `light` on
 * `<html>`) and `color-scheme`, for the browser's own controls and scroll bars.
 */
export const COLOR_MODE_SCRIPT =
  "(function(){var m;try{m=localStorage.getItem('worldatlas-color-mode')}catch(e){}" +
  "if(m!=='light'&&m!=='dark')m=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';" +
  'var r=document.documentElement;r.classList.add(m);r.style.colorScheme=m})()';

/** The file beside index.html naming the CSP sources of its inline scripts, read by the servers (static-server, nginx). */
export const SCRIPT_HASHES_FILE = 'csp-script-hashes';

/** The CSP source allowing `script` inline: `'sha256-<base64>'`. */
export const scriptHashSource = (script: string) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
