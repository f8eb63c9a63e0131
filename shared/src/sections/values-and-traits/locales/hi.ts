import type { SectionLocaleFile } from '../../locale-file';

// values_and_traits in hi: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    'defining_your_values.title': { text: 'अपने मूल्य तय करना', source: '1d93e8a39d99d4' },
    'defining_your_values.instructions': {
      text: 'काम में हर मूल्य आपके लिए कितना महत्वपूर्ण है, इसे "बिल्कुल महत्वपूर्ण नहीं" से "सबसे महत्वपूर्ण" तक आँकें।',
      source: '1b492698c5d9ea',
    },
    'defining_your_values.items.value_integrity.label': { text: 'ईमानदारी और सत्यनिष्ठा', source: '1fc6198b7c8928' },
    'defining_your_values.items.value_integrity.description': {
      text: 'सही काम करना, तब भी जब कोई देख न रहा हो।',
      source: '051d845b031e5b',
    },
    'defining_your_values.items.value_honesty.label': { text: 'सच्चाई', source: '1f46703d91cb3c' },
    'defining_your_values.items.value_honesty.description': {
      text: 'सच बोलना, अप्रिय खबर होने पर भी।',
      source: '1063a52368cfdf',
    },
    'defining_your_values.items.value_transparency.label': { text: 'पारदर्शिता', source: '167755820ac598' },
    'defining_your_values.items.value_transparency.description': {
      text: 'जानकारी और फ़ैसलों के पीछे के कारण खुलकर साझा करना।',
      source: '16f33c0f866237',
    },
    'defining_your_values.items.value_accountability.label': { text: 'जवाबदेही', source: '0785afa5d2037c' },
    'defining_your_values.items.value_accountability.description': {
      text: 'नतीजों की ज़िम्मेदारी लेना और वादे निभाना।',
      source: '0cd2dc1078f07a',
    },
    'defining_your_values.items.value_respect.label': { text: 'सम्मान', source: '180e0a3a4a5c4f' },
    'defining_your_values.items.value_respect.description': {
      text: 'हर व्यक्ति के साथ गरिमा और विचारशीलता से पेश आना।',
      source: '00df8b64cedd06',
    },
    'defining_your_values.items.value_trust.label': { text: 'भरोसा', source: '155d9004e977e7' },
    'defining_your_values.items.value_trust.description': {
      text: 'एक-दूसरे पर भरोसा करना और ऐसा व्यक्ति बनना जिस पर दूसरे भरोसा कर सकें।',
      source: '0a87a610200134',
    },
    'defining_your_values.items.value_teamwork.label': { text: 'टीम वर्क', source: '05366f08c4bf4d' },
    'defining_your_values.items.value_teamwork.description': {
      text: 'मिलकर उससे ज़्यादा हासिल करना जितना कोई अकेला कर सकता है।',
      source: '0d01b709cb916d',
    },
    'defining_your_values.items.value_collaboration.label': { text: 'सहयोग', source: '07e65bd0df18c6' },
    'defining_your_values.items.value_collaboration.description': {
      text: 'टीमों के बीच मिलकर काम करना और श्रेय खुले दिल से बाँटना।',
      source: '06cd1de2e5d750',
    },
    'defining_your_values.items.value_customer_focus.label': { text: 'ग्राहक पर ध्यान', source: '0d78861f8a16bc' },
    'defining_your_values.items.value_customer_focus.description': {
      text: 'ग्राहकों की ज़रूरत से शुरुआत करना और सफलता को उनके नतीजों से मापना।',
      source: '14717261b19b18',
    },
    'defining_your_values.items.value_innovation.label': { text: 'नवाचार', source: '1d451a243e63b2' },
    'defining_your_values.items.value_innovation.description': {
      text: 'मूल्य बनाने के नए और बेहतर तरीके खोजना।',
      source: '164d1530402614',
    },
    'defining_your_values.items.value_creativity.label': { text: 'रचनात्मकता', source: '096a5859e6ad97' },
    'defining_your_values.items.value_creativity.description': {
      text: 'मौलिक विचार और कल्पनाशील समाधान लाना।',
      source: '0b08754459b47b',
    },
    'defining_your_values.items.value_excellence.label': { text: 'उत्कृष्टता', source: '0383191291606f' },
    'defining_your_values.items.value_excellence.description': {
      text: 'काम का ऊँचा स्तर रखना और समय के साथ उसे और ऊपर उठाना।',
      source: '03ccb09223823c',
    },
    'defining_your_values.items.value_quality.label': { text: 'गुणवत्ता', source: '1ec00fba6be639' },
    'defining_your_values.items.value_quality.description': {
      text: 'बारीकियों को सही रखना ताकि नतीजा पहली बार में ही काम करे।',
      source: '156d7b316a7b9b',
    },
    'defining_your_values.items.value_continuous_learning.label': { text: 'निरंतर सीखना', source: '07b34fc49d6bf5' },
    'defining_your_values.items.value_continuous_learning.description': {
      text: 'कौशल और ज्ञान बढ़ाना और गलतियों से सीखना।',
      source: '019f4fff8788c9',
    },
    'defining_your_values.items.value_growth.label': { text: 'विकास', source: '157f51e79160bf' },
    'defining_your_values.items.value_growth.description': {
      text: 'लोगों और व्यवसाय को क्षमता और पहुँच में बढ़ने में मदद करना।',
      source: '01a1c10082fc62',
    },
    'defining_your_values.items.value_diversity_inclusion.label': {
      text: 'विविधता और समावेश',
      source: '035e945f571b2f',
    },
    'defining_your_values.items.value_diversity_inclusion.description': {
      text: 'अलग-अलग पृष्ठभूमियों का स्वागत करना और यह सुनिश्चित करना कि हर आवाज़ सुनी जाए।',
      source: '0c65982e513d34',
    },
    'defining_your_values.items.value_fairness.label': { text: 'निष्पक्षता', source: '11f4116abc8df3' },
    'defining_your_values.items.value_fairness.description': {
      text: 'सब पर एक जैसे मानदंड लागू करना और योग्यता के आधार पर फ़ैसला करना।',
      source: '1e6e2c9b4e7677',
    },
    'defining_your_values.items.value_empathy.label': { text: 'सहानुभूति', source: '011e3759951b0e' },
    'defining_your_values.items.value_empathy.description': {
      text: 'दूसरों की भावनाओं को समझना और परवाह के साथ काम करना।',
      source: '1791151afa0ac3',
    },
    'defining_your_values.items.value_wellbeing.label': { text: 'कल्याण', source: '0e6ce365030e2b' },
    'defining_your_values.items.value_wellbeing.description': {
      text: 'सेहत, संतुलन और काम की टिकाऊ गति का ध्यान रखना।',
      source: '1ab8736b02e8ed',
    },
    'defining_your_values.items.value_safety.label': { text: 'सुरक्षा', source: '1018e0e973b4fa' },
    'defining_your_values.items.value_safety.description': {
      text: 'लोगों को शारीरिक और मानसिक नुकसान से बचाना।',
      source: '13e87ee0c52634',
    },
    'defining_your_values.items.value_ownership.label': { text: 'स्वामित्व की भावना', source: '104a0d8d652812' },
    'defining_your_values.items.value_ownership.description': {
      text: 'मालिक की तरह काम करना: सिर्फ़ एक काम नहीं, पूरे नतीजे की परवाह करना।',
      source: '1538b410ba9f05',
    },
    'defining_your_values.items.value_initiative.label': { text: 'पहल', source: '05fa9c2617b525' },
    'defining_your_values.items.value_initiative.description': {
      text: 'कहे जाने का इंतज़ार किए बिना कदम उठाना।',
      source: '1fb00ebff37aeb',
    },
    'defining_your_values.items.value_results_orientation.label': { text: 'परिणाम-केंद्रितता', source: '061c4909b6911e' },
    'defining_your_values.items.value_results_orientation.description': {
      text: 'प्रयास को उन नतीजों पर केंद्रित करना जो सबसे ज़्यादा मायने रखते हैं।',
      source: '1f81044e1873b4',
    },
    'defining_your_values.items.value_efficiency.label': { text: 'दक्षता', source: '1a8fd03b18d58e' },
    'defining_your_values.items.value_efficiency.description': {
      text: 'समय, पैसे और मेहनत का समझदारी से इस्तेमाल करना; बर्बादी हटाना।',
      source: '0456e83c213c1d',
    },
    'defining_your_values.items.value_agility.label': { text: 'चुस्ती', source: '1cdc23477d06c0' },
    'defining_your_values.items.value_agility.description': {
      text: 'तथ्य या प्राथमिकताएँ बदलने पर जल्दी ढल जाना।',
      source: '17f4e348aff832',
    },
    'defining_your_values.items.value_resilience.label': { text: 'लचीलापन', source: '08e52f8e51f4c5' },
    'defining_your_values.items.value_resilience.description': {
      text: 'असफलताओं से उबरना और आगे बढ़ते रहना।',
      source: '144859e7a2b3e0',
    },
    'defining_your_values.items.value_courage.label': { text: 'साहस', source: '025995522d0d26' },
    'defining_your_values.items.value_courage.description': {
      text: 'अपनी बात रखना, सोचे-समझे जोखिम लेना और यथास्थिति को चुनौती देना।',
      source: '0588f9a477286f',
    },
    'defining_your_values.items.value_humility.label': { text: 'विनम्रता', source: '1dbefd00d9b222' },
    'defining_your_values.items.value_humility.description': {
      text: 'जो हम नहीं जानते उसे स्वीकार करना और दूसरों के योगदान को महत्व देना।',
      source: '07356ef1d05dcf',
    },
    'defining_your_values.items.value_open_communication.label': { text: 'खुला संवाद', source: '12c4142599e869' },
    'defining_your_values.items.value_open_communication.description': {
      text: 'स्पष्ट फ़ीडबैक सीधे और नम्रता से देना और लेना।',
      source: '0afd1e0f1f951d',
    },
    'defining_your_values.items.value_sustainability.label': { text: 'स्थिरता', source: '03d7761bd86238' },
    'defining_your_values.items.value_sustainability.description': {
      text: 'लोगों, धरती और व्यवसाय पर लंबे समय के असर पर विचार करना।',
      source: '0b18f1d3308eb5',
    },
    'defining_your_values.items.value_social_responsibility.label': {
      text: 'सामाजिक ज़िम्मेदारी',
      source: '09ef4a1b45dea1',
    },
    'defining_your_values.items.value_social_responsibility.description': {
      text: 'जिन समुदायों में हम काम करते हैं, उनमें सकारात्मक योगदान देना।',
      source: '0dc708fbb6b8b0',
    },
    'defining_your_values.items.value_reliability.label': { text: 'विश्वसनीयता', source: '0afaec48feeb08' },
    'defining_your_values.items.value_reliability.description': {
      text: 'लगातार काम पूरा करना, ताकि दूसरे हमारे भरोसे योजना बना सकें।',
      source: '1f43f8cb0d2834',
    },
    'defining_your_values.items.value_simplicity.label': { text: 'सरलता', source: '01db3af4318ec0' },
    'defining_your_values.items.value_simplicity.description': {
      text: 'जटिल समाधानों के बजाय स्पष्ट और सरल समाधान पसंद करना।',
      source: '0e120ac066a8c6',
    },
    'defining_your_values.items.value_autonomy.label': { text: 'स्वायत्तता', source: '03738f0e40ccd7' },
    'defining_your_values.items.value_autonomy.description': {
      text: 'लोगों पर भरोसा करना कि वे तय करें कि अपना काम कैसे करें।',
      source: '1576ca92315493',
    },
    'defining_your_values.items.value_recognition.label': { text: 'सराहना', source: '115057f00d7d88' },
    'defining_your_values.items.value_recognition.description': {
      text: 'अच्छे काम और मेहनत को पहचानना और उसका जश्न मनाना।',
      source: '04e750224491b9',
    },
    'defining_your_values.items.value_passion.label': { text: 'जुनून', source: '1e0740319ebbcf' },
    'defining_your_values.items.value_passion.description': {
      text: 'काम और मिशन में ऊर्जा और उत्साह लाना।',
      source: '0c71511a62f51a',
    },
    'defining_your_values.items.value_loyalty.label': { text: 'निष्ठा', source: '0762c730bcb46f' },
    'defining_your_values.items.value_loyalty.description': {
      text: 'लंबे समय तक सहकर्मियों, ग्राहकों और संगठन का साथ देना।',
      source: '18809d624c862e',
    },
    'defining_your_values.items.value_data_driven.label': { text: 'डेटा-आधारित फ़ैसले', source: '0ddeee25447710' },
    'defining_your_values.items.value_data_driven.description': {
      text: 'फ़ैसलों को सिर्फ़ राय पर नहीं, सबूतों पर आधारित करना।',
      source: '0248c9923c9a25',
    },
    'defining_your_values.items.value_discipline.label': { text: 'अनुशासन', source: '1a7b326a8ba9a3' },
    'defining_your_values.items.value_discipline.description': {
      text: 'तय प्रक्रियाओं का पालन करना और योजनाओं व समय-सीमाओं पर टिके रहना।',
      source: '06c4f9e4fd5bab',
    },
    'defining_your_values.items.value_fun.label': { text: 'आनंद', source: '050779bb7cd754' },
    'defining_your_values.items.value_fun.description': {
      text: 'काम का और जिन लोगों के साथ हम काम करते हैं, उनका आनंद लेना।',
      source: '13af72e9c6a8d8',
    },
    'defining_your_values.items.value_service.label': { text: 'सेवा भाव', source: '03220ccf27e3c6' },
    'defining_your_values.items.value_service.description': {
      text: 'अंदर और बाहर, दूसरों की ज़रूरतों को पहले रखना।',
      source: '1b3f59101b57e7',
    },
    'defining_your_values.items.value_entrepreneurship.label': { text: 'उद्यमशीलता', source: '094e138dcf240b' },
    'defining_your_values.items.value_entrepreneurship.description': {
      text: 'अवसर पहचानना और सूझबूझ से उन पर अमल करना।',
      source: '0f9dc8afa1e47d',
    },
    'identifying_key_traits.title': { text: 'मुख्य गुण पहचानना', source: '033fadf136cd7b' },
    'identifying_key_traits.instructions': {
      text: 'इस भूमिका में सफलता के लिए हर व्यक्तिगत गुण कितना महत्वपूर्ण है, इसे आँकें।',
      source: '07ae140aac99ce',
    },
    'identifying_key_traits.items.trait_curious.label': { text: 'जिज्ञासु', source: '1ffbdb180f2709' },
    'identifying_key_traits.items.trait_curious.description': {
      text: 'सवाल पूछता है और समझना चाहता है कि चीज़ें कैसे काम करती हैं।',
      source: '1cbaf588b91727',
    },
    'identifying_key_traits.items.trait_dependable.label': { text: 'भरोसेमंद', source: '097a2cd86bf5fe' },
    'identifying_key_traits.items.trait_dependable.description': {
      text: 'जो कहा, वह समय पर करता है।',
      source: '152ab135a5a515',
    },
    'identifying_key_traits.items.trait_adaptable.label': { text: 'अनुकूलनशील', source: '06c81327a5682c' },
    'identifying_key_traits.items.trait_adaptable.description': {
      text: 'बदलाव और नई परिस्थितियों में शांति से ढल जाता है।',
      source: '11c9eabb566a8f',
    },
    'identifying_key_traits.items.trait_detail_oriented.label': {
      text: 'बारीकी पर ध्यान देने वाला',
      source: '1e31e9158146e6',
    },
    'identifying_key_traits.items.trait_detail_oriented.description': {
      text: 'छोटी गलतियाँ पकड़ता है और काम ध्यान से जाँचता है।',
      source: '1b435a550d3c60',
    },
    'identifying_key_traits.items.trait_proactive.label': { text: 'सक्रिय', source: '0a32166fdcb592' },
    'identifying_key_traits.items.trait_proactive.description': {
      text: 'समस्याओं का पहले से अनुमान लगाता है और कहे जाने से पहले कदम उठाता है।',
      source: '19420d00497c04',
    },
    'identifying_key_traits.items.trait_collaborative.label': { text: 'सहयोगी', source: '19a2af78cc0354' },
    'identifying_key_traits.items.trait_collaborative.description': {
      text: 'दूसरों के साथ अच्छी तरह काम करता है और जानकारी खुलकर साझा करता है।',
      source: '02ac6f02d34f1e',
    },
    'identifying_key_traits.items.trait_empathetic.label': { text: 'संवेदनशील', source: '0da03d8729d1aa' },
    'identifying_key_traits.items.trait_empathetic.description': {
      text: 'दूसरों की भावनाओं और दृष्टिकोण को समझता है।',
      source: '0e191939c3ee1d',
    },
    'identifying_key_traits.items.trait_resilient.label': { text: 'दृढ़', source: '04076674826951' },
    'identifying_key_traits.items.trait_resilient.description': {
      text: 'असफलताओं से उबरता है और दबाव में भी संतुलित रहता है।',
      source: '1fcaa81ea1681c',
    },
    'identifying_key_traits.items.trait_analytical.label': { text: 'विश्लेषणात्मक', source: '044a78e81d5f9a' },
    'identifying_key_traits.items.trait_analytical.description': {
      text: 'समस्याओं को हिस्सों में बाँटता है और सबूतों के आधार पर तर्क करता है।',
      source: '074c2e08554e74',
    },
    'identifying_key_traits.items.trait_creative.label': { text: 'रचनात्मक', source: '1df7097da5ee73' },
    'identifying_key_traits.items.trait_creative.description': {
      text: 'मौलिक विचार और नए तरीके सामने लाता है।',
      source: '026106e93ab8b1',
    },
    'identifying_key_traits.items.trait_organized.label': { text: 'व्यवस्थित', source: '0f99e42bcbbd8c' },
    'identifying_key_traits.items.trait_organized.description': {
      text: 'पहले से योजना बनाता है और काम व जानकारी को व्यवस्थित रखता है।',
      source: '1935590e9384cc',
    },
    'identifying_key_traits.items.trait_self_motivated.label': { text: 'स्व-प्रेरित', source: '1d2ebd8e67457d' },
    'identifying_key_traits.items.trait_self_motivated.description': {
      text: 'लगातार निर्देश की ज़रूरत के बिना काम में लगा रहता है।',
      source: '1fae051183a3ce',
    },
    'identifying_key_traits.items.trait_honest.label': { text: 'ईमानदार', source: '196c53e350e81a' },
    'identifying_key_traits.items.trait_honest.description': {
      text: 'सच बोलता है और गलतियाँ मानता है।',
      source: '0a81e6dff7da6b',
    },
    'identifying_key_traits.items.trait_respectful.label': { text: 'सम्मानजनक', source: '0e45e91b09ef9a' },
    'identifying_key_traits.items.trait_respectful.description': {
      text: 'असहमति में भी सहकर्मियों के साथ शिष्टता से पेश आता है।',
      source: '1d476154287d49',
    },
    'identifying_key_traits.items.trait_good_communicator.label': {
      text: 'स्पष्ट संवाद करने वाला',
      source: '1cf1940339f372',
    },
    'identifying_key_traits.items.trait_good_communicator.description': {
      text: 'बोलकर और लिखकर विचारों को स्पष्ट रूप से समझाता है।',
      source: '1806c080a9ff37',
    },
    'identifying_key_traits.items.trait_good_listener.label': { text: 'अच्छा श्रोता', source: '03cb10a10a6556' },
    'identifying_key_traits.items.trait_good_listener.description': {
      text: 'जवाब देने से पहले पूरी बात सुनता है।',
      source: '10b8213694dbb6',
    },
    'identifying_key_traits.items.trait_decisive.label': { text: 'निर्णायक', source: '08b0d6e19ba536' },
    'identifying_key_traits.items.trait_decisive.description': {
      text: 'उपलब्ध जानकारी के साथ समय पर फ़ैसले लेता है।',
      source: '0a5cb9cb2a38a9',
    },
    'identifying_key_traits.items.trait_patient.label': { text: 'धैर्यवान', source: '0419a5b5198ab1' },
    'identifying_key_traits.items.trait_patient.description': {
      text: 'धीमी प्रगति में और ज़्यादा समय चाहने वाले लोगों के साथ शांत रहता है।',
      source: '0c456ccda88810',
    },
    'identifying_key_traits.items.trait_humble.label': { text: 'विनम्र', source: '0e0c7baa76c137' },
    'identifying_key_traits.items.trait_humble.description': {
      text: 'श्रेय बाँटता है और गलत होने की संभावना को स्वीकार करता है।',
      source: '071fdf36f81e3d',
    },
    'identifying_key_traits.items.trait_confident.label': { text: 'आत्मविश्वासी', source: '09be08bd8d7840' },
    'identifying_key_traits.items.trait_confident.description': {
      text: 'भरोसे के साथ काम करता है और अपनी राय स्पष्ट रखता है।',
      source: '0a047bec62064a',
    },
    'identifying_key_traits.items.trait_persistent.label': { text: 'दृढ़निश्चयी', source: '04bf8cccce67bc' },
    'identifying_key_traits.items.trait_persistent.description': {
      text: 'कठिन समस्याओं पर तब तक काम करता है जब तक वे हल न हो जाएँ।',
      source: '01ddce26860095',
    },
    'identifying_key_traits.items.trait_open_minded.label': { text: 'खुले विचारों वाला', source: '18cc047f0847f4' },
    'identifying_key_traits.items.trait_open_minded.description': {
      text: 'नए विचारों और अपने से अलग दृष्टिकोणों पर विचार करता है।',
      source: '0752834d9e42d2',
    },
    'identifying_key_traits.items.trait_calm_under_pressure.label': { text: 'दबाव में शांत', source: '1bbdadfb3dda0b' },
    'identifying_key_traits.items.trait_calm_under_pressure.description': {
      text: 'समय-सीमा कड़ी हो या कुछ गलत हो जाए, तब भी स्पष्ट सोचता है।',
      source: '058c7e19081460',
    },
    'identifying_key_traits.items.trait_accountable.label': { text: 'ज़िम्मेदार', source: '0ba38ac9510de9' },
    'identifying_key_traits.items.trait_accountable.description': {
      text: 'अच्छे या बुरे, नतीजों की ज़िम्मेदारी लेता है।',
      source: '02a3cf6759c18c',
    },
    'identifying_key_traits.items.trait_positive.label': { text: 'सकारात्मक', source: '0cbca498385150' },
    'identifying_key_traits.items.trait_positive.description': {
      text: 'रचनात्मक रवैया रखता है और टीम का उत्साह बढ़ाता है।',
      source: '03d35ba45caa07',
    },
    'identifying_key_traits.items.trait_leadership.label': {
      text: 'उदाहरण बनकर नेतृत्व करने वाला',
      source: '0941f916f67a00',
    },
    'identifying_key_traits.items.trait_leadership.description': {
      text: 'अपने आचरण और मानकों से दूसरों का मार्गदर्शन करता है।',
      source: '1deba6d3e5ae73',
    },
    'identifying_key_traits.items.trait_resourceful.label': { text: 'साधन-संपन्न', source: '13dea86dbc622d' },
    'identifying_key_traits.items.trait_resourceful.description': {
      text: 'सीमित साधनों में काम पूरा करने के रास्ते ढूँढ लेता है।',
      source: '049b32f7d1ff9d',
    },
    'identifying_key_traits.items.trait_customer_minded.label': { text: 'ग्राहक-उन्मुख', source: '00ce8893238bbb' },
    'identifying_key_traits.items.trait_customer_minded.description': {
      text: 'रोज़मर्रा के फ़ैसलों में ग्राहक के अनुभव का ध्यान रखता है।',
      source: '03455acbcafddd',
    },
    'identifying_key_traits.items.trait_eager_to_learn.label': { text: 'सीखने को उत्सुक', source: '033bbe45ada9ca' },
    'identifying_key_traits.items.trait_eager_to_learn.description': {
      text: 'फ़ीडबैक माँगता है और नए कौशल जल्दी सीखता है।',
      source: '0113ce6710cb57',
    },
    'identifying_key_traits.items.trait_ethical.label': { text: 'नैतिक', source: '143c6bc81c4a28' },
    'identifying_key_traits.items.trait_ethical.description': {
      text: 'सिर्फ़ यह नहीं कि क्या अनुमति है, बल्कि यह सोचता है कि क्या सही है।',
      source: '0d57029500f200',
    },
    'identifying_key_traits.items.trait_independent.label': { text: 'आत्मनिर्भर', source: '09f439f7e4bc75' },
    'identifying_key_traits.items.trait_independent.description': {
      text: 'कम निगरानी में भी प्रभावी ढंग से काम करता है।',
      source: '1be2b5139f68dd',
    },
    'identifying_key_traits.items.trait_energetic.label': { text: 'ऊर्जावान', source: '0c6a100273cd50' },
    'identifying_key_traits.items.trait_energetic.description': {
      text: 'काम में जोश और रफ़्तार लाता है।',
      source: '0d1f5cc91ef92d',
    },
  },
} satisfies SectionLocaleFile;
