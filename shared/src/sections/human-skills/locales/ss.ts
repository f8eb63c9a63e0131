import type { SectionLocaleFile } from '../../locale-file';

// human_skills in ss: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'Emakhono ebantfu', source: '110b58b71f8792' },
    instructions: {
      text: 'Phendvula umbuto ngamunye ngemavi akho. Kute imphendvulo yinye lelungile; sibuka kutsi ucabanga njani futsi uchumana njani.',
      source: '0a0fcfd5c2511c',
    },
    'prompts.wc_delay_email.text': {
      text: 'Iphrojekthi loyiholako itawephuza ngemaviki lamabili ngobe umhlinzeki akazange aletse. Bhala i-imeyili kulikhasimende uchaza kwephuta, umtselela wako nekutsi kutakwenteka yini ngemuva kwaloko.',
      source: '1224bb94d47f30',
    },
    'prompts.wc_explain_change.text': {
      text: 'Licembu lakho litawusuka emihlanganweni yemaviki yesimo liye esibuyekezweni lesibhaliwe seliviki. Bhala umlayeto lomfisha elicenjini umemetela lokutjintja, kutsi kwentiwa yini nekutsi udzingani kubo.',
      source: '07e31b2f61d2bb',
    },
    'prompts.em_upset_colleague.text': {
      text: 'Lozakwenu longazange akhushulwe esikhundleni sewutsule futsi uyatehlukanisa emihlanganweni. Bewungasho yini nobe ungenta yini, futsi ngobe yini?',
      source: '0063035f596131',
    },
    'prompts.em_angry_customer.text': {
      text: 'Likhasimende lesekunesikhatsi lesidze lisebenta nawe liyashaya licingo litfukutsele ngobe liphutsa lekubhadalisa lilibhadalise kabili. Chaza kutsi bewungayiphatsa njani lenkhulumo.',
      source: '0cde5e4d1fb122',
    },
    'prompts.sa_new_team_tension.text': {
      text: 'Eviki lakho lekucala elicenjini lelisha, ubona kutsi emalunga lamabili lanelwati lelinyenti akavamisi kukhulumisana futsi tincumo tihlala timile. Ubonani futsi wentani?',
      source: '0783c51317f40c',
    },
    'prompts.sa_meeting_off_track.text': {
      text: 'Wetfula kubaholi labaphakeme bese ubona kutsi babuka timakhalekhikhini tabo futsi umhlangano sewendlulile sikhatsi. Utivumelanisa njani?',
      source: '0f70d446b84420',
    },
    'prompts.ct_sales_drop.text': {
      text: 'Kutsengisa kwehle nga-20% ngenyanga lendlulile. Umphatsi utsi liwebhusayithi lelisha lelibangele loko. Bewungakuhlola njani loko kusho ungakenti lutfo ngako?',
      source: '12e4c719ee6ef6',
    },
    'prompts.ct_vendor_choice.text': {
      text: 'Kufanele ukhetse emkhatsini wemhlinzeki lotsengako lonemibono lehlanganisiwe nalodulako licembu lakho lelimati kahle. Chaza kutsi bewungakhetsa njani nekutsi bewungadzinga lwati luni.',
      source: '0f593b563f271b',
    },
    'rubrics.0.name': { text: 'Kuchumana ngekubhala', source: '121582c62ca506' },
    'rubrics.1.name': { text: 'Luvelo', source: '011e3759951b0e' },
    'rubrics.2.name': { text: 'Kuwubona simo', source: '09386c48c9681a' },
    'rubrics.3.name': { text: 'Kucabanga ngekujulile', source: '1f6fd76a86d90a' },
  },
} satisfies SectionLocaleFile;
