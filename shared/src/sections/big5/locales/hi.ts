import type { SectionLocaleFile } from '../../locale-file';

// big5 in hi: the title, instructions and scale a respondent reads (the statements are in ../item-text).
export default {
  state: 'translated',
  texts: {
    title: { text: 'बिग फ़ाइव व्यक्तित्व', source: '0746c53d49813a' },
    instructions: {
      text: 'अपने बारे में वैसा बताइए जैसे आप अभी आम तौर पर हैं, न कि जैसा आप होना चाहते हैं। हर कथन पढ़ें और चुनें कि वह आपका वर्णन कितनी सटीकता से करता है।',
      source: '0b1014042644fe',
    },
    'scale.0.label': { text: 'बिल्कुल सटीक नहीं', source: '19a20865a8fa7c' },
    'scale.1.label': { text: 'कुछ हद तक सटीक नहीं', source: '12da45ddd6f30d' },
    'scale.2.label': { text: 'न सटीक, न असटीक', source: '035256d15feaa2' },
    'scale.3.label': { text: 'कुछ हद तक सटीक', source: '082b89f6f3703d' },
    'scale.4.label': { text: 'पूरी तरह सटीक', source: '19cef854e64cda' },
  },
} satisfies SectionLocaleFile;
