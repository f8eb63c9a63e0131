import type { SectionLocaleFile } from '../../locale-file';

// human_skills in sr: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'Ljudske veštine', source: '110b58b71f8792' },
    instructions: {
      text: 'Na svako pitanje odgovorite svojim rečima. Ne postoji jedan tačan odgovor; gledamo kako razmišljate i komunicirate.',
      source: '0a0fcfd5c2511c',
    },
    'prompts.wc_delay_email.text': {
      text: 'Projekat koji vodite kasniće dve nedelje jer dobavljač nije isporučio. Napišite klijentu imejl u kojem objašnjavate kašnjenje, njegove posledice i šta sledi.',
      source: '1224bb94d47f30',
    },
    'prompts.wc_explain_change.text': {
      text: 'Vaš tim prelazi sa nedeljnih sastanaka o statusu na pisani nedeljni izveštaj. Napišite timu kratku poruku u kojoj najavljujete promenu, objašnjavate zašto se uvodi i šta vam je od njih potrebno.',
      source: '07e31b2f61d2bb',
    },
    'prompts.em_upset_colleague.text': {
      text: 'Kolega koji je zaobiđen prilikom unapređenja postao je tih i povučen na sastancima. Šta biste rekli ili uradili i zašto?',
      source: '0063035f596131',
    },
    'prompts.em_angry_customer.text': {
      text: 'Dugogodišnji kupac zove ljut jer mu je zbog greške u naplati iznos naplaćen dvaput. Opišite kako biste vodili razgovor.',
      source: '0cde5e4d1fb122',
    },
    'prompts.sa_new_team_tension.text': {
      text: 'U prvoj nedelji u novom timu primećujete da dvoje iskusnih članova retko razgovara i da odluke stalno zapinju. Šta primećujete i šta radite?',
      source: '0783c51317f40c',
    },
    'prompts.sa_meeting_off_track.text': {
      text: 'Izlažete pred višim rukovodstvom i primećujete da gledaju u telefone, a sastanak se odužio preko vremena. Kako se prilagođavate?',
      source: '0f70d446b84420',
    },
    'prompts.ct_sales_drop.text': {
      text: 'Prodaja je prošlog meseca pala za 20%. Jedan menadžer kaže da je uzrok novi veb-sajt. Kako biste proverili tu tvrdnju pre nego što delujete na osnovu nje?',
      source: '12e4c719ee6ef6',
    },
    'prompts.ct_vendor_choice.text': {
      text: 'Morate da birate između jeftinijeg dobavljača sa mešovitim recenzijama i skupljeg koga vaš tim dobro poznaje. Objasnite kako biste odlučili i koje bi vam informacije bile potrebne.',
      source: '0f593b563f271b',
    },
    'rubrics.0.name': { text: 'Pisana komunikacija', source: '121582c62ca506' },
    'rubrics.1.name': { text: 'Empatija', source: '011e3759951b0e' },
    'rubrics.2.name': { text: 'Svest o situaciji', source: '09386c48c9681a' },
    'rubrics.3.name': { text: 'Kritičko razmišljanje', source: '1f6fd76a86d90a' },
  },
} satisfies SectionLocaleFile;
