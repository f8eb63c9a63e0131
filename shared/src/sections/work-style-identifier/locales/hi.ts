import type { SectionLocaleFile } from '../../locale-file';

// work_style_identifier in hi: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'कार्यशैली पहचानकर्ता', source: '1f0c60bd73f0f7' },
    instructions: {
      text: 'हर स्थिति के लिए वह प्रतिक्रिया चुनें जो आपके स्वाभाविक व्यवहार के सबसे करीब हो। कोई उत्तर सही या गलत नहीं है।',
      source: '1525cac3265adf',
    },
    'styles.people.name': { text: 'लोग', source: '1e9ca6c7397706' },
    'styles.people.description': { text: 'रिश्तों, संवाद और टीम पर ध्यान देता है।', source: '08675f6ad7cd87' },
    'styles.process.name': { text: 'प्रक्रिया', source: '00649b56ffd7ce' },
    'styles.process.description': { text: 'ढाँचे, योजना और काम कैसे होता है, इस पर ध्यान देता है।', source: '119d0abb5dea8f' },
    'styles.product.name': { text: 'उत्पाद', source: '147a8a0545eb31' },
    'styles.product.description': {
      text: 'नतीजे, उसकी गुणवत्ता और उपयोगकर्ताओं के लिए उसके मूल्य पर ध्यान देता है।',
      source: '1fe40819dc5447',
    },
    'scenarios.scenario_1.text': {
      text: 'आप एक नए प्रोजेक्ट से जुड़ते हैं जो पहले से चल रहा है। आप सबसे पहले क्या करेंगे?',
      source: '0dfafca3038c6e',
    },
    'scenarios.scenario_1.options.option_1.text': {
      text: 'टीम के हर सदस्य से अलग-अलग मिलकर जानूँगा कि वे कैसे काम करते हैं।',
      source: '1c098f33cb6358',
    },
    'scenarios.scenario_1.options.option_2.text': {
      text: 'योजना, समय-सारणी और फ़ैसले कैसे लिए जाते हैं, यह पढ़ूँगा।',
      source: '01b9a70eafd252',
    },
    'scenarios.scenario_1.options.option_3.text': {
      text: 'जो बन रहा है, उसका मौजूदा संस्करण आज़माऊँगा।',
      source: '049008ac0e04b7',
    },
    'scenarios.scenario_2.text': { text: 'एक समय-सीमा ख़तरे में है। आप क्या करेंगे?', source: '1f98c8bcca4a8b' },
    'scenarios.scenario_2.options.option_1.text': {
      text: 'दायरे को उन सुविधाओं तक सीमित करूँगा जो उपयोगकर्ताओं के लिए सबसे ज़रूरी हैं।',
      source: '07e96df1f57c77',
    },
    'scenarios.scenario_2.options.option_2.text': {
      text: 'देखूँगा कि टीम कैसे संभाल रही है और काम का बोझ फिर से बाँटूँगा।',
      source: '086311204fbed5',
    },
    'scenarios.scenario_2.options.option_3.text': {
      text: 'बचे हुए कामों की फिर से योजना बनाऊँगा और रुकावट को हटाऊँगा।',
      source: '1676c3899ba46e',
    },
    'scenarios.scenario_3.text': {
      text: 'दो सहकर्मी इस बात पर असहमत हैं कि किसी काम को कैसे किया जाए। आप क्या करेंगे?',
      source: '1c38b1ce60ae98',
    },
    'scenarios.scenario_3.options.option_1.text': {
      text: 'मानदंड और फ़ैसला लेने के तरीके पर सहमति बनाने का सुझाव दूँगा।',
      source: '102f2f0769dfc9',
    },
    'scenarios.scenario_3.options.option_2.text': {
      text: 'पूछूँगा कि कौन-सा तरीका बेहतर नतीजा देता है और उसे परखूँगा।',
      source: '15730380078ea3',
    },
    'scenarios.scenario_3.options.option_3.text': {
      text: 'दोनों से अलग-अलग बात करके उनकी चिंताएँ समझूँगा।',
      source: '05eb79046b6b94',
    },
    'scenarios.scenario_4.text': {
      text: 'हफ़्ते के अंत में आपको सबसे ज़्यादा संतोष किस बात से मिलता है?',
      source: '105635f4452bad',
    },
    'scenarios.scenario_4.options.option_1.text': {
      text: 'किसी सहकर्मी को सफल होने में मदद करने से।',
      source: '18a448df168c17',
    },
    'scenarios.scenario_4.options.option_2.text': {
      text: 'अपनी बनाई किसी चीज़ को इस्तेमाल होते देखने से।',
      source: '06dd5c28e1dd6e',
    },
    'scenarios.scenario_4.options.option_3.text': {
      text: 'किसी बार-बार होने वाले काम को ज़्यादा सुचारु बनाने से।',
      source: '14c25f3b230485',
    },
    'scenarios.scenario_5.text': {
      text: 'आपको अपने मैनेजर से एक अस्पष्ट अनुरोध मिलता है। आपका पहला कदम क्या होगा?',
      source: '1f6a3b5b753562',
    },
    'scenarios.scenario_5.options.option_1.text': {
      text: 'कदम, ज़िम्मेदार लोग और समय-सीमा लिखकर उनकी पुष्टि करवाऊँगा।',
      source: '0a111ff3e53b8e',
    },
    'scenarios.scenario_5.options.option_2.text': {
      text: 'पूछूँगा कि यह किसके लिए है और वे क्या उम्मीद कर रहे हैं।',
      source: '1d34f94c990a03',
    },
    'scenarios.scenario_5.options.option_3.text': {
      text: 'प्रतिक्रिया पाने के लिए जल्दी से एक पहला संस्करण बनाऊँगा।',
      source: '14d5aac6f8ae0a',
    },
    'scenarios.scenario_6.text': {
      text: 'आपकी टीम में एक नया टूल लाया जा रहा है। आपके लिए सबसे ज़्यादा क्या मायने रखता है?',
      source: '1ffe1c701771e4',
    },
    'scenarios.scenario_6.options.option_1.text': { text: 'कि यह हमें बेहतर काम देने में मदद करे।', source: '093bad0a0c3b68' },
    'scenarios.scenario_6.options.option_2.text': {
      text: 'कि यह हमारे काम करने के तरीके से मेल खाए और चरणों में लागू हो।',
      source: '0148dd78866574',
    },
    'scenarios.scenario_6.options.option_3.text': {
      text: 'कि सब इसके साथ सहज हों और इसे इस्तेमाल करने का प्रशिक्षण पा चुके हों।',
      source: '08abf09072e383',
    },
    'scenarios.scenario_7.text': {
      text: 'एक ग्राहक आपकी टीम की दी हुई किसी चीज़ की शिकायत करता है। आप सबसे पहले क्या करेंगे?',
      source: '09737f1b9023d1',
    },
    'scenarios.scenario_7.options.option_1.text': {
      text: 'ग्राहक को फ़ोन करके उनकी बात सुनूँगा और उन्हें आश्वस्त करूँगा।',
      source: '0b9434cd85a375',
    },
    'scenarios.scenario_7.options.option_2.text': {
      text: 'पता लगाऊँगा कि हमारी प्रक्रिया में समस्या कहाँ से निकल गई।',
      source: '1edfd2b775db66',
    },
    'scenarios.scenario_7.options.option_3.text': {
      text: 'समस्या को दोहराकर देखूँगा और ठीक करूँगा।',
      source: '045b5ac0a1aece',
    },
    'scenarios.scenario_8.text': { text: 'योजना बैठक में आप आमतौर पर कौन-सा सवाल उठाते हैं?', source: '079920d7ae5c86' },
    'scenarios.scenario_8.options.option_1.text': {
      text: 'उपयोगकर्ताओं को ऐसा क्या मिलेगा जो आज उनके पास नहीं है?',
      source: '08cd531efc0b98',
    },
    'scenarios.scenario_8.options.option_2.text': {
      text: 'किन लोगों को शामिल होना होगा, और क्या उनके पास समय है?',
      source: '102906789fc043',
    },
    'scenarios.scenario_8.options.option_3.text': {
      text: 'मुख्य पड़ाव क्या हैं और हम उन्हें कैसे ट्रैक करेंगे?',
      source: '0c065a4484c27c',
    },
    'scenarios.scenario_9.text': {
      text: 'काम में कुछ सुधारने के लिए आपके पास एक खाली दोपहर है। आप क्या चुनेंगे?',
      source: '0781800f4805fe',
    },
    'scenarios.scenario_9.options.option_1.text': {
      text: 'ऐसी प्रक्रिया का दस्तावेज़ बनाना जो सिर्फ़ किसी एक के दिमाग़ में है।',
      source: '0e9725fb0cbd37',
    },
    'scenarios.scenario_9.options.option_2.text': {
      text: 'ऐसी सुविधा को निखारना जो उपयोगकर्ताओं को असुविधाजनक लगती है।',
      source: '00a3ae74adc238',
    },
    'scenarios.scenario_9.options.option_3.text': {
      text: 'किसी नए सहकर्मी को जल्दी काम समझने में मदद करना।',
      source: '1eb1ca7ef7f61b',
    },
  },
} satisfies SectionLocaleFile;
