import type { SectionLocaleFile } from '../../locale-file';

// human_skills in sq: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'Aftësitë njerëzore', source: '110b58b71f8792' },
    instructions: {
      text: 'Përgjigjuni çdo pyetjeje me fjalët tuaja. Nuk ka një përgjigje të vetme të saktë; shohim si mendoni dhe komunikoni.',
      source: '0a0fcfd5c2511c',
    },
    'prompts.wc_delay_email.text': {
      text: 'Një projekt që drejtoni do të vonohet dy javë sepse një furnitor nuk dorëzoi. Shkruani email-in për klientin ku shpjegoni vonesën, ndikimin e saj dhe çfarë ndodh më pas.',
      source: '1224bb94d47f30',
    },
    'prompts.wc_explain_change.text': {
      text: 'Ekipi juaj do të kalojë nga takimet javore të statusit te një përditësim javor me shkrim. Shkruani një mesazh të shkurtër për ekipin ku njoftoni ndryshimin, pse po ndodh dhe çfarë ju nevojitet prej tyre.',
      source: '07e31b2f61d2bb',
    },
    'prompts.em_upset_colleague.text': {
      text: 'Një koleg që u anashkalua për një ngritje në detyrë është bërë i heshtur dhe i tërhequr në takime. Çfarë do të thonit ose do të bënit, dhe pse?',
      source: '0063035f596131',
    },
    'prompts.em_angry_customer.text': {
      text: 'Një klient i vjetër telefonon i zemëruar sepse një gabim në faturim e ngarkoi dy herë. Përshkruani si do ta menaxhonit bisedën.',
      source: '0cde5e4d1fb122',
    },
    'prompts.sa_new_team_tension.text': {
      text: 'Në javën tuaj të parë në një ekip të ri, vini re se dy anëtarë me përvojë rrallë flasin me njëri-tjetrin dhe vendimet ngecin vazhdimisht. Çfarë vëreni dhe çfarë bëni?',
      source: '0783c51317f40c',
    },
    'prompts.sa_meeting_off_track.text': {
      text: 'Po prezantoni para drejtuesve të lartë dhe vini re se po shohin telefonat dhe takimi po e kalon kohën. Si përshtateni?',
      source: '0f70d446b84420',
    },
    'prompts.ct_sales_drop.text': {
      text: 'Shitjet ranë me 20% muajin e kaluar. Një menaxher thotë se shkaku ishte faqja e re e internetit. Si do ta testonit këtë pohim para se të vepronit mbi bazën e tij?',
      source: '12e4c719ee6ef6',
    },
    'prompts.ct_vendor_choice.text': {
      text: "Duhet të zgjidhni midis një furnitori më të lirë me vlerësime të përziera dhe një më të shtrenjti që ekipi juaj e njeh mirë. Shpjegoni si do të vendosnit dhe çfarë informacioni do t'ju duhej.",
      source: '0f593b563f271b',
    },
    'rubrics.0.name': { text: 'Komunikimi me shkrim', source: '121582c62ca506' },
    'rubrics.1.name': { text: 'Empatia', source: '011e3759951b0e' },
    'rubrics.2.name': { text: 'Vetëdija për situatën', source: '09386c48c9681a' },
    'rubrics.3.name': { text: 'Mendimi kritik', source: '1f6fd76a86d90a' },
  },
} satisfies SectionLocaleFile;
