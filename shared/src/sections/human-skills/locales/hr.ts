import type { SectionLocaleFile } from '../../locale-file';

// human_skills in hr: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'Ljudske vještine', source: '110b58b71f8792' },
    instructions: {
      text: 'Na svako pitanje odgovorite svojim riječima. Ne postoji jedan točan odgovor; gledamo kako razmišljate i komunicirate.',
      source: '0a0fcfd5c2511c',
    },
    'prompts.wc_delay_email.text': {
      text: 'Projekt koji vodite kasnit će dva tjedna jer dobavljač nije isporučio. Napišite klijentu e-poruku u kojoj objašnjavate kašnjenje, njegov utjecaj i što slijedi.',
      source: '1224bb94d47f30',
    },
    'prompts.wc_explain_change.text': {
      text: 'Vaš tim prelazi s tjednih sastanaka o statusu na pisano tjedno izvješće. Napišite timu kratku poruku u kojoj najavljujete promjenu, objašnjavate zašto se uvodi i što vam od njih treba.',
      source: '07e31b2f61d2bb',
    },
    'prompts.em_upset_colleague.text': {
      text: 'Kolega koji je zaobiđen pri promaknuću postao je tih i povučen na sastancima. Što biste rekli ili učinili i zašto?',
      source: '0063035f596131',
    },
    'prompts.em_angry_customer.text': {
      text: 'Dugogodišnji kupac zove ljut jer mu je zbog pogreške u naplati iznos naplaćen dvaput. Opišite kako biste vodili razgovor.',
      source: '0cde5e4d1fb122',
    },
    'prompts.sa_new_team_tension.text': {
      text: 'U prvom tjednu u novom timu primjećujete da dvoje iskusnih članova rijetko razgovara i da odluke stalno zapinju. Što primjećujete i što radite?',
      source: '0783c51317f40c',
    },
    'prompts.sa_meeting_off_track.text': {
      text: 'Izlažete pred višim rukovodstvom i primjećujete da gledaju u mobitele, a sastanak se odužio preko vremena. Kako se prilagođavate?',
      source: '0f70d446b84420',
    },
    'prompts.ct_sales_drop.text': {
      text: 'Prodaja je prošli mjesec pala za 20 %. Jedan voditelj kaže da je uzrok nova mrežna stranica. Kako biste provjerili tu tvrdnju prije nego što djelujete na temelju nje?',
      source: '12e4c719ee6ef6',
    },
    'prompts.ct_vendor_choice.text': {
      text: 'Morate birati između jeftinijeg dobavljača s mješovitim recenzijama i skupljeg kojeg vaš tim dobro poznaje. Objasnite kako biste odlučili i koje bi vam informacije trebale.',
      source: '0f593b563f271b',
    },
    'rubrics.0.name': { text: 'Pisana komunikacija', source: '121582c62ca506' },
    'rubrics.1.name': { text: 'Empatija', source: '011e3759951b0e' },
    'rubrics.2.name': { text: 'Svijest o situaciji', source: '09386c48c9681a' },
    'rubrics.3.name': { text: 'Kritičko razmišljanje', source: '1f6fd76a86d90a' },
  },
} satisfies SectionLocaleFile;
