import type { SectionLocaleFile } from '../../locale-file';

// human_skills in cs: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'Měkké dovednosti', source: '110b58b71f8792' },
    instructions: {
      text: 'Na každou otázku odpovězte vlastními slovy. Neexistuje jediná správná odpověď; sledujeme, jak přemýšlíte a komunikujete.',
      source: '0a0fcfd5c2511c',
    },
    'prompts.wc_delay_email.text': {
      text: 'Projekt, který vedete, bude mít dvoutýdenní zpoždění, protože dodavatel nedodal. Napište klientovi e-mail, ve kterém vysvětlíte zpoždění, jeho dopad a co bude následovat.',
      source: '1224bb94d47f30',
    },
    'prompts.wc_explain_change.text': {
      text: 'Váš tým přejde od týdenních porad o stavu práce k písemnému týdennímu přehledu. Napište týmu krátkou zprávu, ve které změnu oznámíte, vysvětlíte proč k ní dochází a co od nich potřebujete.',
      source: '07e31b2f61d2bb',
    },
    'prompts.em_upset_colleague.text': {
      text: 'Kolega, který nebyl povýšen, je na poradách zamlklý a uzavřený. Co byste řekli nebo udělali a proč?',
      source: '0063035f596131',
    },
    'prompts.em_angry_customer.text': {
      text: 'Dlouholetý zákazník volá rozzlobený, protože mu kvůli chybě ve fakturaci byla částka stržena dvakrát. Popište, jak byste rozhovor vedli.',
      source: '0cde5e4d1fb122',
    },
    'prompts.sa_new_team_tension.text': {
      text: 'V prvním týdnu v novém týmu si všimnete, že spolu dva služebně starší členové téměř nemluví a rozhodnutí se neustále zasekávají. Co pozorujete a co uděláte?',
      source: '0783c51317f40c',
    },
    'prompts.sa_meeting_off_track.text': {
      text: 'Prezentujete vrcholovému vedení a všimnete si, že se dívají do telefonů a schůzka se protahuje. Jak se přizpůsobíte?',
      source: '0f70d446b84420',
    },
    'prompts.ct_sales_drop.text': {
      text: 'Tržby minulý měsíc klesly o 20 %. Jeden z manažerů tvrdí, že za to může nový web. Jak byste toto tvrzení ověřili, než podle něj začnete jednat?',
      source: '12e4c719ee6ef6',
    },
    'prompts.ct_vendor_choice.text': {
      text: 'Musíte si vybrat mezi levnějším dodavatelem s rozporuplnými recenzemi a dražším, kterého váš tým dobře zná. Vysvětlete, jak byste se rozhodli a jaké informace byste potřebovali.',
      source: '0f593b563f271b',
    },
    'rubrics.0.name': { text: 'Písemná komunikace', source: '121582c62ca506' },
    'rubrics.1.name': { text: 'Empatie', source: '011e3759951b0e' },
    'rubrics.2.name': { text: 'Situační povědomí', source: '09386c48c9681a' },
    'rubrics.3.name': { text: 'Kritické myšlení', source: '1f6fd76a86d90a' },
  },
} satisfies SectionLocaleFile;
