import type { SectionLocaleFile } from '../../locale-file';

// oaic_archetypes in zh-hk: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: '文化概況', source: '1fa5ef776627e7' },
    instructions: {
      text: '就每個主題，按每項陳述描述機構的貼切程度，把 100 分分配給四項陳述。最貼切的陳述應獲得較多分數。',
      source: '08bb288d1456a6',
    },
    'perspectives.now': { text: '現時的情況', source: '023c06c1655412' },
    'perspectives.preferred': { text: '我們期望的情況', source: '1c7749c153fe36' },
    'types.collaborate.name': { text: '協作', source: '1b4db51cdfcca5' },
    'types.collaborate.description': {
      text: '以人為本、關係緊密。成功來自投入、發展和團隊合作。',
      source: '1838d7066709c6',
    },
    'types.create.name': { text: '創造', source: '017309f0f9f564' },
    'types.create.description': {
      text: '富創意、步伐迅速。成功來自新想法、實驗和搶先一步。',
      source: '113363b587295c',
    },
    'types.compete.name': { text: '競爭', source: '0aaba8aca39f9a' },
    'types.compete.description': {
      text: '以結果為導向、進取。成功來自達成目標和在市場中勝出。',
      source: '075c7ab54cbe3e',
    },
    'types.control.name': { text: '控制', source: '05a289608909dd' },
    'types.control.description': { text: '有系統、可靠。成功來自清晰的流程、效率和一致性。', source: '14f014f09f510f' },
    'dimensions.strategic_emphases.title': { text: '策略重點', source: '06881e6b055b2b' },
    'dimensions.strategic_emphases.prompt': { text: '機構為未來把精力投放在哪裏？', source: '0da3c7dab74591' },
    'dimensions.strategic_emphases.options.collaborate.text': {
      text: '投資於人：培養技能、維持高度信任，讓每個人都感到自己是團隊的一分子。',
      source: '1a83febc29be0b',
    },
    'dimensions.strategic_emphases.options.create.text': {
      text: '尋找下一個機遇：新產品和服務、新市場，以及從實驗中迅速汲取教訓。',
      source: '0296d46b72302c',
    },
    'dimensions.strategic_emphases.options.compete.text': {
      text: '勝過對手：擴大市場佔有率、贏得生意，並超越可量度的目標。',
      source: '0974a716348f01',
    },
    'dimensions.strategic_emphases.options.control.text': {
      text: '運作暢順：成本可預測、交付穩定、意外極少。',
      source: '0521638db12fef',
    },
    'dimensions.organization_glue.title': { text: '凝聚我們的力量', source: '0a017b28243d65' },
    'dimensions.organization_glue.prompt': { text: '甚麼令員工對機構保持投入？', source: '01d9739c3f3f59' },
    'dimensions.organization_glue.options.collaborate.text': {
      text: '對彼此的忠誠和共同的歸屬感。',
      source: '0bc4f42ca0de92',
    },
    'dimensions.organization_glue.options.create.text': {
      text: '搶先所有人打造新事物的興奮感。',
      source: '0669e882b2ea0a',
    },
    'dimensions.organization_glue.options.compete.text': {
      text: '共同追求勝利和交出成果的幹勁。',
      source: '0a8f008a90dda5',
    },
    'dimensions.organization_glue.options.control.text': {
      text: '清晰的規則、協定的程序和可靠的常規。',
      source: '183c7138043ea3',
    },
    'dimensions.dominant_characteristics.title': { text: '日常特色', source: '11a017aa436bca' },
    'dimensions.dominant_characteristics.prompt': { text: '在這裏日常工作是怎樣的感覺？', source: '0a2ded60577abc' },
    'dimensions.dominant_characteristics.options.collaborate.text': {
      text: '親密互助：大家坦誠分享，互相照應。',
      source: '00fddf67309a1c',
    },
    'dimensions.dominant_characteristics.options.create.text': {
      text: '活潑、勇於嘗試：大家勇於嘗試、冒險，並接受起步失敗。',
      source: '0186dd3ed9d217',
    },
    'dimensions.dominant_characteristics.options.compete.text': {
      text: '緊張、重視表現：員工按其成就被評價。',
      source: '1ea6d08bd99dfe',
    },
    'dimensions.dominant_characteristics.options.control.text': {
      text: '井然有序、界定清晰：工作依循既定流程，期望清楚明確。',
      source: '14b6336cecf01f',
    },
    'dimensions.management_of_employees.title': { text: '管理員工的方式', source: '0f48d9a2da90e4' },
    'dimensions.management_of_employees.prompt': { text: '機構如何管理和對待員工？', source: '142b81c7d13da3' },
    'dimensions.management_of_employees.options.collaborate.text': {
      text: '讓員工參與：決定經過討論並共同作出。',
      source: '15d8bcb56a2c48',
    },
    'dimensions.management_of_employees.options.create.text': {
      text: '給予員工自由，讓他們主動出擊並擁有自己的構思。',
      source: '1b9d5db64fd085',
    },
    'dimensions.management_of_employees.options.compete.text': {
      text: '訂立具挑戰性的目標，並獎勵達標的人。',
      source: '17e88d63dec41c',
    },
    'dimensions.management_of_employees.options.control.text': {
      text: '提供穩定的職位、公平的規則和一致的對待。',
      source: '0a3b875ebeeb30',
    },
    'dimensions.criteria_of_success.title': { text: '衡量成功的方式', source: '01f5a42ef5cce9' },
    'dimensions.criteria_of_success.prompt': { text: '機構視甚麼為成功？', source: '1f735abc3f44eb' },
    'dimensions.criteria_of_success.options.collaborate.text': {
      text: '員工投入、持續成長、合作愉快並願意留下。',
      source: '0320a1a8771f95',
    },
    'dimensions.criteria_of_success.options.create.text': {
      text: '推出嶄新且領先業界的產品或服務。',
      source: '1e72937ddaa7d9',
    },
    'dimensions.criteria_of_success.options.compete.text': {
      text: '領導市場、銷售額超越對手，以及收入持續增長。',
      source: '0e7b7fb8f89b6e',
    },
    'dimensions.criteria_of_success.options.control.text': {
      text: '以低成本、少錯誤，可靠而準時地交付。',
      source: '1192f7298833c7',
    },
    'dimensions.organizational_leadership.title': { text: '領導風格', source: '1af8c1f16ac4a0' },
    'dimensions.organizational_leadership.prompt': { text: '機構的領導一般是怎樣的？', source: '0efe3e16b55a9a' },
    'dimensions.organizational_leadership.options.collaborate.text': {
      text: '幫助員工成長的教練和導師。',
      source: '1305e69de79661',
    },
    'dimensions.organizational_leadership.options.create.text': {
      text: '鼓勵大膽構思和經計算風險的遠見者。',
      source: '00980300258b51',
    },
    'dimensions.organizational_leadership.options.compete.text': {
      text: '專注目標和勝利、幹勁十足的實幹者。',
      source: '0d3a6afa9092a8',
    },
    'dimensions.organizational_leadership.options.control.text': {
      text: '確保一切運作暢順的組織者和協調者。',
      source: '1ae436d72cbc2c',
    },
  },
} satisfies SectionLocaleFile;
