import type { SectionLocaleFile } from '../../locale-file';

// oaic_archetypes in hi: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'संस्कृति प्रोफ़ाइल', source: '1fa5ef776627e7' },
    instructions: {
      text: 'हर विषय के लिए, चारों कथनों में 100 अंक इस आधार पर बाँटें कि हर कथन संगठन का कितना अच्छा वर्णन करता है। जो कथन सबसे सटीक बैठता है, उसे सबसे ज़्यादा अंक दें।',
      source: '08bb288d1456a6',
    },
    'perspectives.now': { text: 'आज जैसा है', source: '023c06c1655412' },
    'perspectives.preferred': { text: 'जैसा हम चाहते हैं', source: '1c7749c153fe36' },
    'types.collaborate.name': { text: 'सहयोग', source: '1b4db51cdfcca5' },
    'types.collaborate.description': {
      text: 'लोगों पर केंद्रित और आपस में जुड़ा हुआ। सफलता प्रतिबद्धता, विकास और टीम वर्क से आती है।',
      source: '1838d7066709c6',
    },
    'types.create.name': { text: 'सृजन', source: '017309f0f9f564' },
    'types.create.description': {
      text: 'आविष्कारशील और तेज़। सफलता नए विचारों, प्रयोगों और सबसे पहले होने से आती है।',
      source: '113363b587295c',
    },
    'types.compete.name': { text: 'प्रतिस्पर्धा', source: '0aaba8aca39f9a' },
    'types.compete.description': {
      text: 'परिणाम-केंद्रित और महत्वाकांक्षी। सफलता लक्ष्य हासिल करने और बाज़ार में जीतने से आती है।',
      source: '075c7ab54cbe3e',
    },
    'types.control.name': { text: 'नियंत्रण', source: '05a289608909dd' },
    'types.control.description': {
      text: 'सुव्यवस्थित और भरोसेमंद। सफलता स्पष्ट प्रक्रियाओं, दक्षता और निरंतरता से आती है।',
      source: '14f014f09f510f',
    },
    'dimensions.strategic_emphases.title': { text: 'रणनीतिक प्राथमिकताएँ', source: '06881e6b055b2b' },
    'dimensions.strategic_emphases.prompt': {
      text: 'संगठन भविष्य के लिए अपना प्रयास कहाँ लगाता है?',
      source: '0da3c7dab74591',
    },
    'dimensions.strategic_emphases.options.collaborate.text': {
      text: 'लोगों में निवेश: कौशल बढ़ाना, भरोसा ऊँचा रखना और हर किसी को टीम का हिस्सा महसूस कराना।',
      source: '1a83febc29be0b',
    },
    'dimensions.strategic_emphases.options.create.text': {
      text: 'अगला अवसर ढूँढना: नए उत्पाद, नए बाज़ार और प्रयोगों से जल्दी मिली सीख।',
      source: '0296d46b72302c',
    },
    'dimensions.strategic_emphases.options.compete.text': {
      text: 'प्रतिद्वंद्वियों से आगे निकलना: हिस्सेदारी बढ़ाना, सौदे जीतना और मापने योग्य लक्ष्यों को पार करना।',
      source: '0974a716348f01',
    },
    'dimensions.strategic_emphases.options.control.text': {
      text: 'सुचारु संचालन: अनुमानित लागत, एक जैसी डिलीवरी और कम अप्रत्याशित बातें।',
      source: '0521638db12fef',
    },
    'dimensions.organization_glue.title': { text: 'हमें क्या जोड़े रखता है', source: '0a017b28243d65' },
    'dimensions.organization_glue.prompt': { text: 'लोगों को संगठन से क्या जोड़े रखता है?', source: '01d9739c3f3f59' },
    'dimensions.organization_glue.options.collaborate.text': {
      text: 'एक-दूसरे के प्रति निष्ठा और अपनेपन की साझा भावना।',
      source: '0bc4f42ca0de92',
    },
    'dimensions.organization_glue.options.create.text': {
      text: 'किसी और से पहले कुछ नया बनाने का रोमांच।',
      source: '0669e882b2ea0a',
    },
    'dimensions.organization_glue.options.compete.text': {
      text: 'जीतने और नतीजे देने की साझा ललक।',
      source: '0a8f008a90dda5',
    },
    'dimensions.organization_glue.options.control.text': {
      text: 'स्पष्ट नियम, तय प्रक्रियाएँ और भरोसेमंद दिनचर्या।',
      source: '183c7138043ea3',
    },
    'dimensions.dominant_characteristics.title': { text: 'रोज़मर्रा का माहौल', source: '11a017aa436bca' },
    'dimensions.dominant_characteristics.prompt': { text: 'यहाँ रोज़ काम करना कैसा लगता है?', source: '0a2ded60577abc' },
    'dimensions.dominant_characteristics.options.collaborate.text': {
      text: 'आत्मीय और सहयोगी: लोग खुलकर साझा करते हैं और एक-दूसरे का ख़याल रखते हैं।',
      source: '00fddf67309a1c',
    },
    'dimensions.dominant_characteristics.options.create.text': {
      text: 'जीवंत और प्रयोगशील: लोग नई चीज़ें आज़माते हैं, जोखिम लेते हैं और गलत शुरुआत को स्वीकार करते हैं।',
      source: '0186dd3ed9d217',
    },
    'dimensions.dominant_characteristics.options.compete.text': {
      text: 'गहन और प्रदर्शन-केंद्रित: लोगों को उनकी उपलब्धियों से आँका जाता है।',
      source: '1ea6d08bd99dfe',
    },
    'dimensions.dominant_characteristics.options.control.text': {
      text: 'व्यवस्थित और सुपरिभाषित: काम तय प्रक्रियाओं से चलता है और अपेक्षाएँ स्पष्ट हैं।',
      source: '14b6336cecf01f',
    },
    'dimensions.management_of_employees.title': { text: 'लोगों का प्रबंधन', source: '0f48d9a2da90e4' },
    'dimensions.management_of_employees.prompt': {
      text: 'संगठन अपने कर्मचारियों का प्रबंधन और उनसे व्यवहार कैसे करता है?',
      source: '142b81c7d13da3',
    },
    'dimensions.management_of_employees.options.collaborate.text': {
      text: 'उन्हें शामिल करके: फ़ैसलों पर चर्चा होती है और वे मिलकर लिए जाते हैं।',
      source: '15d8bcb56a2c48',
    },
    'dimensions.management_of_employees.options.create.text': {
      text: 'उन्हें पहल करने और अपने विचारों की ज़िम्मेदारी लेने की आज़ादी देकर।',
      source: '1b9d5db64fd085',
    },
    'dimensions.management_of_employees.options.compete.text': {
      text: 'चुनौतीपूर्ण लक्ष्य तय करके और उन्हें पाने वालों को पुरस्कृत करके।',
      source: '17e88d63dec41c',
    },
    'dimensions.management_of_employees.options.control.text': {
      text: 'स्थिर भूमिकाएँ, निष्पक्ष नियम और एक जैसा व्यवहार देकर।',
      source: '0a3b875ebeeb30',
    },
    'dimensions.criteria_of_success.title': { text: 'सफलता कैसे मापी जाती है', source: '01f5a42ef5cce9' },
    'dimensions.criteria_of_success.prompt': { text: 'संगठन किसे सफलता मानता है?', source: '1f735abc3f44eb' },
    'dimensions.criteria_of_success.options.collaborate.text': {
      text: 'जुड़े हुए लोग जो आगे बढ़ते हैं, अच्छे से मिलकर काम करते हैं और टिके रहते हैं।',
      source: '0320a1a8771f95',
    },
    'dimensions.criteria_of_success.options.create.text': {
      text: 'ऐसे उत्पाद या सेवाएँ लॉन्च करना जो नए हों और क्षेत्र में सबसे आगे हों।',
      source: '1e72937ddaa7d9',
    },
    'dimensions.criteria_of_success.options.compete.text': {
      text: 'बाज़ार में अग्रणी होना, प्रतिस्पर्धियों से ज़्यादा बेचना और राजस्व बढ़ाना।',
      source: '0e7b7fb8f89b6e',
    },
    'dimensions.criteria_of_success.options.control.text': {
      text: 'कम लागत और कम गलतियों के साथ भरोसेमंद, समय पर डिलीवरी।',
      source: '1192f7298833c7',
    },
    'dimensions.organizational_leadership.title': { text: 'नेतृत्व शैली', source: '1af8c1f16ac4a0' },
    'dimensions.organizational_leadership.prompt': { text: 'संगठन के नेता आम तौर पर कैसे हैं?', source: '0efe3e16b55a9a' },
    'dimensions.organizational_leadership.options.collaborate.text': {
      text: 'कोच और मार्गदर्शक जो लोगों को आगे बढ़ने में मदद करते हैं।',
      source: '1305e69de79661',
    },
    'dimensions.organizational_leadership.options.create.text': {
      text: 'दूरदर्शी जो साहसी विचारों और सोचे-समझे जोखिमों को बढ़ावा देते हैं।',
      source: '00980300258b51',
    },
    'dimensions.organizational_leadership.options.compete.text': {
      text: 'जोशीले कर्मठ लोग जो लक्ष्यों और जीत पर केंद्रित हैं।',
      source: '0d3a6afa9092a8',
    },
    'dimensions.organizational_leadership.options.control.text': {
      text: 'आयोजक और समन्वयक जो सब कुछ सुचारु रूप से चलाते हैं।',
      source: '1ae436d72cbc2c',
    },
  },
} satisfies SectionLocaleFile;
