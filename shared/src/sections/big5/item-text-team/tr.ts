import type { TeamItemFile } from './types';

// Big Five statements in tr that @bigfive-org/questions left in English, translated by the team
// (translated, not validated). Keyed by item id; `source` is the hash of the English statement in the
// comment above it. Written with scripts/content/stamp-big5-items.ts (docs/content.md "Big Five item languages").
// `corrections`: statements the package translated wrongly, shown instead of its text from pack 2026.3; `replaces` is
// the hash of the package text in the comment (written by hand, checked by item-text-team.test.ts).
export default {
  state: 'translated',
  texts: {
    // Believe in the importance of art
    '58d571e5-d725-4cf8-a438-32c16ee28eb6': { text: 'Sanatın önemine inanırım.', source: '0cab3dea1d09bf' },
    // Use others for my own ends
    '0cf79e27-e702-45c2-9471-04ac96b58e0e': {
      text: 'Başkalarını kendi çıkarlarım için kullanırım.',
      source: '1ac2a1ec535a2b',
    },
    // Keep my promises
    '73d84e5d-cbf5-47f0-b8cb-4d2159a52e32': { text: 'Sözlerimi tutarım.', source: '09bdb0d25019ff' },
    // Find it difficult to approach others
    'b2d9ef74-73f5-4ea8-b00c-7aaca15937df': { text: 'Başkalarına yaklaşmakta zorlanırım.', source: '0dad475dd13db7' },
    // Am always busy
    '48a761ef-438e-409b-ae59-ea2ce8f84414': { text: 'Her zaman meşgulümdür.', source: '037a6d3519fb8e' },
    // Tend to vote for liberal political candidates
    '79186f48-e7fa-4df4-b74b-b0627ee244e1': {
      text: 'Liberal siyasi adaylara oy verme eğilimindeyim.',
      source: '18ae0a69b2c110',
    },
    // Fear for the worst
    '7f92ab2c-265c-4b84-8c74-09f9bb9d41a7': { text: 'Hep en kötüsünden korkarım.', source: '1e94964595de1e' },
    // Feel comfortable around people
    'af55f014-788c-4b6e-92c4-b2b59dc8a28d': {
      text: 'İnsanların arasında kendimi rahat hissederim.',
      source: '1d8797db3d5f55',
    },
    // Talk to a lot of different people at parties
    '28ab59a0-e7cd-4fce-94e3-bba2ecc023b6': {
      text: 'Partilerde birçok farklı insanla konuşurum.',
      source: '1dcd0471f54155',
    },
    // Often forget to put things back in their proper place
    'adf33f9f-45bd-43e3-af25-4c491176d97f': {
      text: 'Eşyaları yerine geri koymayı sık sık unuturum.',
      source: '04c1f3a1e3b522',
    },
    // Do more than what's expected of me
    'f12c3d9d-1d12-4aa6-ad2e-009cd0651cbb': { text: 'Benden beklenenden fazlasını yaparım.', source: '1b36137aa1565e' },
    // Think highly of myself
    '7df44711-4cd4-4b05-8830-73fcc3ebdab5': { text: 'Kendime büyük değer veririm.', source: '031abf12159015' },
    // Make rash decisions
    '956f3e17-ff17-4af5-a52f-9222b8968106': { text: 'Aceleci kararlar veririm.', source: '01c658be347497' },
    // Lose my temper
    'da8e6ed1-2296-4c58-8fdb-66f2f591989b': { text: 'Öfkelenip kendimi kaybederim.', source: '105c86f3874bed' },
    // Take advantage of others
    '982e83c2-d34e-48da-9c71-78494ab05c85': { text: 'Başkalarını istismar ederim.', source: '1dbae8152ca29b' },
    // Am not interested in other people's problems
    '77f54ab4-0fba-4efb-8700-066c7490eb87': { text: 'Başkalarının sorunları ilgimi çekmez.', source: '17cc06120bdce6' },
    // Know how to get things done
    '5727c93f-317b-4af1-a686-77fc9fbc5033': { text: 'İşleri nasıl halledeceğimi bilirim.', source: '1e8cacf62c2e61' },
    // Obstruct others' plans
    '11b20adb-abed-4363-894c-3dd823ae0540': { text: 'Başkalarının planlarını engellerim.', source: '045de5070d464f' },
    // Take no time for others
    'b68af20d-24f9-4c27-85cc-fe0858994888': { text: 'Başkalarına zaman ayırmam.', source: '1c3a529ca543ef' },
    // Break my promises
    '54423933-0ebb-44a7-bdd9-2a9b100c70f2': { text: 'Verdiğim sözleri bozarım.', source: '08836be53d5197' },
    // Act without thinking
    'ea3327ea-3529-4be4-8e2d-2174731ae4d7': { text: 'Düşünmeden hareket ederim.', source: '1f1183e4ee328c' },
  },
  corrections: {
    // Have a vivid imagination | package: Olayları zihnimde canlandırmakta zorlanırım.
    '888dd864-7449-4e96-8d5c-7a439603ea91': {
      text: 'Canlı bir hayal gücüm vardır.',
      source: '19ee9980bda6e2',
      replaces: '01b4ccebe3e893',
      reason: 'reversed meaning ("I have difficulty picturing events"): scored backwards on a plus-keyed item',
    },
    // Go on binges | package: Gece hayatından hoşlanırım.
    '481efd08-c810-43b1-a952-f8ac9052f96b': {
      text: 'Bazen kendimi tutamayıp aşırıya kaçarım.',
      source: '00cf74e8d5906d',
      replaces: '1d237092c305a9',
      reason: 'meaning changed ("I enjoy nightlife": sociability, not immoderation)',
    },
    // Love to read challenging material | package: Tartışma hissi uyandırabilen metinleri severim.
    'e1e804c7-4a1d-498f-8610-f95147af9d1d': {
      text: 'Zihnimi zorlayan metinler okumayı severim.',
      source: '041b9fd03bf649',
      replaces: '157d479c24a341',
      reason: 'meaning changed ("texts that can provoke debate", not demanding reading)',
    },
  },
} satisfies TeamItemFile;
