import type { SectionLocaleFile } from '../../locale-file';

// human_skills in is: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'Mannleg færni', source: '110b58b71f8792' },
    instructions: {
      text: 'Svaraðu hverri spurningu með þínum eigin orðum. Það er ekkert eitt rétt svar; við skoðum hvernig þú hugsar og átt samskipti.',
      source: '0a0fcfd5c2511c',
    },
    'prompts.wc_delay_email.text': {
      text: 'Verkefni sem þú stýrir mun tefjast um tvær vikur vegna þess að birgir stóð ekki við afhendingu. Skrifaðu tölvupóstinn til viðskiptavinarins þar sem þú útskýrir töfina, áhrif hennar og hvað gerist næst.',
      source: '1224bb94d47f30',
    },
    'prompts.wc_explain_change.text': {
      text: 'Teymið þitt mun fara úr vikulegum stöðufundum yfir í skriflega vikulega samantekt. Skrifaðu stutt skilaboð til teymisins þar sem þú tilkynnir breytinguna, af hverju hún er gerð og hvað þú þarft frá þeim.',
      source: '07e31b2f61d2bb',
    },
    'prompts.em_upset_colleague.text': {
      text: 'Samstarfsmaður sem var sniðgenginn við stöðuhækkun er orðinn þögull og hlédrægur á fundum. Hvað myndirðu segja eða gera, og hvers vegna?',
      source: '0063035f596131',
    },
    'prompts.em_angry_customer.text': {
      text: 'Viðskiptavinur til margra ára hringir reiður vegna þess að reikningsvilla varð til þess að hann var rukkaður tvisvar. Lýstu því hvernig þú myndir taka á samtalinu.',
      source: '0cde5e4d1fb122',
    },
    'prompts.sa_new_team_tension.text': {
      text: 'Fyrstu vikuna í nýju teymi tekurðu eftir að tveir reyndir liðsmenn tala sjaldan saman og að ákvarðanir stranda sífellt. Hvað sérðu og hvað gerirðu?',
      source: '0783c51317f40c',
    },
    'prompts.sa_meeting_off_track.text': {
      text: 'Þú ert að kynna fyrir æðstu stjórnendum og tekur eftir að þeir eru í símunum og fundurinn er farinn fram yfir tímann. Hvernig aðlagarðu þig?',
      source: '0f70d446b84420',
    },
    'prompts.ct_sales_drop.text': {
      text: 'Sala dróst saman um 20% í síðasta mánuði. Stjórnandi segir að nýi vefurinn hafi valdið því. Hvernig myndirðu prófa þá fullyrðingu áður en brugðist er við henni?',
      source: '12e4c719ee6ef6',
    },
    'prompts.ct_vendor_choice.text': {
      text: 'Þú þarft að velja á milli ódýrari birgis með misjafnar umsagnir og dýrari birgis sem teymið þitt þekkir vel. Útskýrðu hvernig þú myndir ákveða þig og hvaða upplýsingar þú þyrftir.',
      source: '0f593b563f271b',
    },
    'rubrics.0.name': { text: 'Skrifleg samskipti', source: '121582c62ca506' },
    'rubrics.1.name': { text: 'Samkennd', source: '011e3759951b0e' },
    'rubrics.2.name': { text: 'Aðstæðuvitund', source: '09386c48c9681a' },
    'rubrics.3.name': { text: 'Gagnrýnin hugsun', source: '1f6fd76a86d90a' },
  },
} satisfies SectionLocaleFile;
