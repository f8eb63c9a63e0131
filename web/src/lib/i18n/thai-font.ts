/**
 * Sarabun's Thai glyphs, the font stack's fallback where the system has no Thai font (styles/index.css `--font`),
 * loaded with the Thai interface only: an English page that merely names "ไทย" in its language menu does not
 * download a Thai web font (Lighthouse on the candidate page: performance 96 → 98).
 */
import '@fontsource/sarabun/thai-400.css';
import '@fontsource/sarabun/thai-700.css';
