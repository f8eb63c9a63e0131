import type { SectionLocaleFile } from '../../locale-file';

// human_skills in sl: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'Medosebne veščine', source: '110b58b71f8792' },
    instructions: {
      text: 'Na vsako vprašanje odgovorite s svojimi besedami. Ni enega samega pravilnega odgovora; opazujemo, kako razmišljate in komunicirate.',
      source: '0a0fcfd5c2511c',
    },
    'prompts.wc_delay_email.text': {
      text: 'Projekt, ki ga vodite, bo zamujal dva tedna, ker dobavitelj ni dobavil. Napišite e-poštno sporočilo stranki, v katerem pojasnite zamudo, njen vpliv in kaj sledi.',
      source: '1224bb94d47f30',
    },
    'prompts.wc_explain_change.text': {
      text: 'Vaš tim bo s tedenskih sestankov o stanju prešel na pisno tedensko poročilo. Napišite kratko sporočilo timu, v katerem napoveste spremembo, pojasnite, zakaj do nje prihaja, in kaj potrebujete od njih.',
      source: '07e31b2f61d2bb',
    },
    'prompts.em_upset_colleague.text': {
      text: 'Sodelavec, ki je bil pri napredovanju spregledan, je na sestankih postal tih in zaprt. Kaj bi rekli ali storili in zakaj?',
      source: '0063035f596131',
    },
    'prompts.em_angry_customer.text': {
      text: 'Dolgoletna stranka pokliče jezna, ker ji je bil zaradi napake pri obračunu znesek zaračunan dvakrat. Opišite, kako bi vodili pogovor.',
      source: '0cde5e4d1fb122',
    },
    'prompts.sa_new_team_tension.text': {
      text: 'V prvem tednu v novem timu opazite, da se dva izkušena člana redko pogovarjata in da se odločitve nenehno zatikajo. Kaj opazite in kaj storite?',
      source: '0783c51317f40c',
    },
    'prompts.sa_meeting_off_track.text': {
      text: 'Predstavljate vodstvu in opazite, da gledajo v telefone, sestanek pa se vleče čez čas. Kako se prilagodite?',
      source: '0f70d446b84420',
    },
    'prompts.ct_sales_drop.text': {
      text: 'Prodaja je prejšnji mesec padla za 20 %. Vodja pravi, da je za to kriva nova spletna stran. Kako bi to trditev preverili, preden bi ukrepali na njeni podlagi?',
      source: '12e4c719ee6ef6',
    },
    'prompts.ct_vendor_choice.text': {
      text: 'Izbrati morate med cenejšim dobaviteljem z mešanimi ocenami in dražjim, ki ga vaš tim dobro pozna. Pojasnite, kako bi se odločili in katere informacije bi potrebovali.',
      source: '0f593b563f271b',
    },
    'rubrics.0.name': { text: 'Pisna komunikacija', source: '121582c62ca506' },
    'rubrics.1.name': { text: 'Empatija', source: '011e3759951b0e' },
    'rubrics.2.name': { text: 'Zavedanje situacije', source: '09386c48c9681a' },
    'rubrics.3.name': { text: 'Kritično mišljenje', source: '1f6fd76a86d90a' },
  },
} satisfies SectionLocaleFile;
