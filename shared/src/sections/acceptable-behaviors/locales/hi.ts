import type { SectionLocaleFile } from '../../locale-file';

// acceptable_behaviors in hi: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'स्वीकार्य व्यवहार', source: '0cdf5a0121c54f' },
    instructions: {
      text: 'हर स्थिति के लिए चुनें कि जिस कार्यस्थल का आप वर्णन कर रहे हैं, वहाँ उसे कैसे देखा जाएगा।',
      source: '013e39bf4830a1',
    },
    'scale.0.label': { text: 'स्वीकार्य', source: '066514f39ebba4' },
    'scale.1.label': { text: 'नापसंद किया जाता है', source: '0df4abb48b3ffe' },
    'scale.2.label': { text: 'सक्रिय रूप से हतोत्साहित', source: '1df7be03ee27fe' },
    'scale.3.label': { text: 'फटकार मिलती है', source: '16bd16b4abe286' },
    'scale.4.label': { text: 'बिल्कुल बर्दाश्त नहीं', source: '050830ff71a0f5' },
    'scenarios.scenario_1.text': {
      text: 'एक कर्मचारी नियमित रूप से 15 मिनट देर से आता है, लेकिन समय की भरपाई के लिए देर तक रुकता है।',
      source: '15edbd6fdc3064',
    },
    'scenarios.scenario_2.text': {
      text: 'कोई व्यक्ति पेन और नोटबुक जैसी दफ़्तर की चीज़ें निजी इस्तेमाल के लिए घर ले जाता है।',
      source: '11f06822a8ddaf',
    },
    'scenarios.scenario_3.text': {
      text: 'टीम का एक सदस्य आने वाले पुनर्गठन की जानकारी घोषणा से पहले किसी सहकर्मी को बता देता है।',
      source: '0fefdc53cdba50',
    },
    'scenarios.scenario_4.text': {
      text: 'एक कर्मचारी अनुबंध की बातचीत के दौरान किसी आपूर्तिकर्ता से महँगा उपहार स्वीकार करता है।',
      source: '0b035b43235684',
    },
    'scenarios.scenario_5.text': {
      text: 'एक मैनेजर बैठक में पूरी टीम के सामने टीम के एक सदस्य के काम की आलोचना करता है।',
      source: '109ef76805db85',
    },
    'scenarios.scenario_6.text': {
      text: 'कोई व्यक्ति बैठक में किसी सहकर्मी का विचार यह बताए बिना पेश करता है कि वह कहाँ से आया।',
      source: '0e10dcdcac1400',
    },
    'scenarios.scenario_7.text': {
      text: 'एक कर्मचारी काम के घंटों में रोज़ लगभग एक घंटा निजी सोशल मीडिया पर बिताता है।',
      source: '0593581cc6e2f0',
    },
    'scenarios.scenario_8.text': {
      text: 'टीम का एक सदस्य टाइमशीट पर घंटों को निकटतम आधे दिन तक बढ़ाकर लिखता है।',
      source: '0a25e18024b6c5',
    },
    'scenarios.scenario_9.text': {
      text: 'एक कर्मचारी किसी सहकर्मी के उच्चारण पर मज़ाक करता है, जिन्हें कुछ लोग अपमानजनक मानते हैं।',
      source: '1aa6ea7b7a22c9',
    },
    'scenarios.scenario_10.text': {
      text: 'कोई व्यक्ति कड़ी समय-सीमा पूरी करने के लिए अनिवार्य सुरक्षा या गुणवत्ता जाँच छोड़ देता है।',
      source: '0a3c4820bf64d3',
    },
    'scenarios.scenario_11.text': {
      text: 'एक कर्मचारी ग्राहक की जानकारी किसी सहकर्मी को भेजने के लिए निजी मैसेजिंग ऐप का इस्तेमाल करता है।',
      source: '1e9a1ea647c2b9',
    },
    'scenarios.scenario_12.text': {
      text: 'टीम का एक सदस्य किसी को बताए बिना शाम को दूसरी कंपनी के लिए एक सशुल्क साइड प्रोजेक्ट पर काम करता है।',
      source: '180f5e3157bbcc',
    },
    'scenarios.scenario_13.text': {
      text: 'कोई व्यक्ति दूसरी टीमों के सामने अपने मैनेजर की खुलकर शिकायत करता है।',
      source: '1c47a26f63a8bb',
    },
    'scenarios.scenario_14.text': {
      text: 'एक कर्मचारी काम के घंटों के बाद या सप्ताहांत पर भेजे गए काम के संदेशों का जवाब नहीं देता।',
      source: '0cfd56f282570f',
    },
    'scenarios.scenario_15.text': {
      text: 'एक मैनेजर बिना प्रतिस्पर्धी प्रक्रिया के किसी करीबी दोस्त को खाली पद पर नियुक्त कर देता है।',
      source: '04a409b603b242',
    },
  },
} satisfies SectionLocaleFile;
