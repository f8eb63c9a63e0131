import type { SectionLocaleFile } from '../../locale-file';

// values_and_traits in is: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    'defining_your_values.title': { text: 'Skilgreindu gildin þín', source: '1d93e8a39d99d4' },
    'defining_your_values.instructions': {
      text: 'Metu hversu mikilvægt hvert gildi er þér í starfi, frá „Alls ekki mikilvægt“ til „Mikilvægast“.',
      source: '1b492698c5d9ea',
    },
    'defining_your_values.items.value_integrity.label': { text: 'Heilindi', source: '1fc6198b7c8928' },
    'defining_your_values.items.value_integrity.description': {
      text: 'Að gera það sem er rétt, jafnvel þegar enginn sér til.',
      source: '051d845b031e5b',
    },
    'defining_your_values.items.value_honesty.label': { text: 'Heiðarleiki', source: '1f46703d91cb3c' },
    'defining_your_values.items.value_honesty.description': {
      text: 'Að segja satt, líka þegar fréttirnar eru óvelkomnar.',
      source: '1063a52368cfdf',
    },
    'defining_your_values.items.value_transparency.label': { text: 'Gagnsæi', source: '167755820ac598' },
    'defining_your_values.items.value_transparency.description': {
      text: 'Að deila upplýsingum og ástæðum ákvarðana opinskátt.',
      source: '16f33c0f866237',
    },
    'defining_your_values.items.value_accountability.label': { text: 'Ábyrgð', source: '0785afa5d2037c' },
    'defining_your_values.items.value_accountability.description': {
      text: 'Að axla ábyrgð á niðurstöðum og standa við skuldbindingar.',
      source: '0cd2dc1078f07a',
    },
    'defining_your_values.items.value_respect.label': { text: 'Virðing', source: '180e0a3a4a5c4f' },
    'defining_your_values.items.value_respect.description': {
      text: 'Að koma fram við hverja manneskju af reisn og tillitssemi.',
      source: '00df8b64cedd06',
    },
    'defining_your_values.items.value_trust.label': { text: 'Traust', source: '155d9004e977e7' },
    'defining_your_values.items.value_trust.description': {
      text: 'Að treysta hvert á annað og vera einhver sem aðrir geta treyst á.',
      source: '0a87a610200134',
    },
    'defining_your_values.items.value_teamwork.label': { text: 'Teymisvinna', source: '05366f08c4bf4d' },
    'defining_your_values.items.value_teamwork.description': {
      text: 'Að ná meiru saman en nokkur gæti einn.',
      source: '0d01b709cb916d',
    },
    'defining_your_values.items.value_collaboration.label': { text: 'Samvinna', source: '07e65bd0df18c6' },
    'defining_your_values.items.value_collaboration.description': {
      text: 'Að vinna þvert á teymi og deila heiðrinum fúslega.',
      source: '06cd1de2e5d750',
    },
    'defining_your_values.items.value_customer_focus.label': { text: 'Viðskiptavinamiðun', source: '0d78861f8a16bc' },
    'defining_your_values.items.value_customer_focus.description': {
      text: 'Að ganga út frá þörfum viðskiptavina og mæla árangur út frá þeirra árangri.',
      source: '14717261b19b18',
    },
    'defining_your_values.items.value_innovation.label': { text: 'Nýsköpun', source: '1d451a243e63b2' },
    'defining_your_values.items.value_innovation.description': {
      text: 'Að leita nýrra og betri leiða til að skapa verðmæti.',
      source: '164d1530402614',
    },
    'defining_your_values.items.value_creativity.label': { text: 'Sköpunargleði', source: '096a5859e6ad97' },
    'defining_your_values.items.value_creativity.description': {
      text: 'Að koma með frumlegar hugmyndir og hugmyndaríkar lausnir.',
      source: '0b08754459b47b',
    },
    'defining_your_values.items.value_excellence.label': { text: 'Afburðir', source: '0383191291606f' },
    'defining_your_values.items.value_excellence.description': {
      text: 'Að gera miklar kröfur til vinnunnar og hækka viðmiðin með tímanum.',
      source: '03ccb09223823c',
    },
    'defining_your_values.items.value_quality.label': { text: 'Gæði', source: '1ec00fba6be639' },
    'defining_your_values.items.value_quality.description': {
      text: 'Að hafa smáatriðin rétt svo útkoman virki í fyrstu tilraun.',
      source: '156d7b316a7b9b',
    },
    'defining_your_values.items.value_continuous_learning.label': {
      text: 'Stöðugur lærdómur',
      source: '07b34fc49d6bf5',
    },
    'defining_your_values.items.value_continuous_learning.description': {
      text: 'Að efla færni og þekkingu og læra af mistökum.',
      source: '019f4fff8788c9',
    },
    'defining_your_values.items.value_growth.label': { text: 'Vöxtur', source: '157f51e79160bf' },
    'defining_your_values.items.value_growth.description': {
      text: 'Að hjálpa fólki og fyrirtækinu að vaxa að getu og umfangi.',
      source: '01a1c10082fc62',
    },
    'defining_your_values.items.value_diversity_inclusion.label': {
      text: 'Fjölbreytni og inngilding',
      source: '035e945f571b2f',
    },
    'defining_your_values.items.value_diversity_inclusion.description': {
      text: 'Að taka ólíkum bakgrunni fagnandi og tryggja að allar raddir heyrist.',
      source: '0c65982e513d34',
    },
    'defining_your_values.items.value_fairness.label': { text: 'Sanngirni', source: '11f4116abc8df3' },
    'defining_your_values.items.value_fairness.description': {
      text: 'Að beita sömu viðmiðum á alla og ákveða út frá verðleikum.',
      source: '1e6e2c9b4e7677',
    },
    'defining_your_values.items.value_empathy.label': { text: 'Samkennd', source: '011e3759951b0e' },
    'defining_your_values.items.value_empathy.description': {
      text: 'Að skilja hvernig öðrum líður og sýna umhyggju í verki.',
      source: '1791151afa0ac3',
    },
    'defining_your_values.items.value_wellbeing.label': { text: 'Vellíðan', source: '0e6ce365030e2b' },
    'defining_your_values.items.value_wellbeing.description': {
      text: 'Að hlúa að heilsu, jafnvægi og sjálfbærum vinnuhraða.',
      source: '1ab8736b02e8ed',
    },
    'defining_your_values.items.value_safety.label': { text: 'Öryggi', source: '1018e0e973b4fa' },
    'defining_your_values.items.value_safety.description': {
      text: 'Að vernda fólk gegn líkamlegum og sálrænum skaða.',
      source: '13e87ee0c52634',
    },
    'defining_your_values.items.value_ownership.label': { text: 'Eignarhald', source: '104a0d8d652812' },
    'defining_your_values.items.value_ownership.description': {
      text: 'Að haga sér eins og eigandi: láta sig varða heildarútkomuna, ekki bara eitt verkefni.',
      source: '1538b410ba9f05',
    },
    'defining_your_values.items.value_initiative.label': { text: 'Frumkvæði', source: '05fa9c2617b525' },
    'defining_your_values.items.value_initiative.description': {
      text: 'Að láta til sín taka án þess að bíða eftir að vera beðinn.',
      source: '1fb00ebff37aeb',
    },
    'defining_your_values.items.value_results_orientation.label': { text: 'Árangursmiðun', source: '061c4909b6911e' },
    'defining_your_values.items.value_results_orientation.description': {
      text: 'Að beina kröftunum að þeim niðurstöðum sem skipta mestu máli.',
      source: '1f81044e1873b4',
    },
    'defining_your_values.items.value_efficiency.label': { text: 'Skilvirkni', source: '1a8fd03b18d58e' },
    'defining_your_values.items.value_efficiency.description': {
      text: 'Að nýta tíma, fé og krafta skynsamlega; útrýma sóun.',
      source: '0456e83c213c1d',
    },
    'defining_your_values.items.value_agility.label': { text: 'Sveigjanleiki', source: '1cdc23477d06c0' },
    'defining_your_values.items.value_agility.description': {
      text: 'Að aðlagast hratt þegar staðreyndir eða forgangsröðun breytast.',
      source: '17f4e348aff832',
    },
    'defining_your_values.items.value_resilience.label': { text: 'Seigla', source: '08e52f8e51f4c5' },
    'defining_your_values.items.value_resilience.description': {
      text: 'Að ná sér eftir bakslög og halda áfram.',
      source: '144859e7a2b3e0',
    },
    'defining_your_values.items.value_courage.label': { text: 'Hugrekki', source: '025995522d0d26' },
    'defining_your_values.items.value_courage.description': {
      text: 'Að tjá sig, taka yfirvegaða áhættu og ögra ríkjandi ástandi.',
      source: '0588f9a477286f',
    },
    'defining_your_values.items.value_humility.label': { text: 'Auðmýkt', source: '1dbefd00d9b222' },
    'defining_your_values.items.value_humility.description': {
      text: 'Að viðurkenna það sem við vitum ekki og meta framlag annarra.',
      source: '07356ef1d05dcf',
    },
    'defining_your_values.items.value_open_communication.label': { text: 'Opin samskipti', source: '12c4142599e869' },
    'defining_your_values.items.value_open_communication.description': {
      text: 'Að gefa og taka við hreinskilinni endurgjöf, beint og af vinsemd.',
      source: '0afd1e0f1f951d',
    },
    'defining_your_values.items.value_sustainability.label': { text: 'Sjálfbærni', source: '03d7761bd86238' },
    'defining_your_values.items.value_sustainability.description': {
      text: 'Að taka tillit til langtímaáhrifa á fólk, jörðina og reksturinn.',
      source: '0b18f1d3308eb5',
    },
    'defining_your_values.items.value_social_responsibility.label': {
      text: 'Samfélagsleg ábyrgð',
      source: '09ef4a1b45dea1',
    },
    'defining_your_values.items.value_social_responsibility.description': {
      text: 'Að leggja jákvætt af mörkum til samfélaganna sem við störfum í.',
      source: '0dc708fbb6b8b0',
    },
    'defining_your_values.items.value_reliability.label': { text: 'Áreiðanleiki', source: '0afaec48feeb08' },
    'defining_your_values.items.value_reliability.description': {
      text: 'Að skila jafnt og þétt, svo aðrir geti skipulagt sig út frá okkur.',
      source: '1f43f8cb0d2834',
    },
    'defining_your_values.items.value_simplicity.label': { text: 'Einfaldleiki', source: '01db3af4318ec0' },
    'defining_your_values.items.value_simplicity.description': {
      text: 'Að kjósa skýrar og einfaldar lausnir fram yfir flóknar.',
      source: '0e120ac066a8c6',
    },
    'defining_your_values.items.value_autonomy.label': { text: 'Sjálfræði', source: '03738f0e40ccd7' },
    'defining_your_values.items.value_autonomy.description': {
      text: 'Að treysta fólki til að ákveða sjálft hvernig það vinnur verk sín.',
      source: '1576ca92315493',
    },
    'defining_your_values.items.value_recognition.label': { text: 'Viðurkenning', source: '115057f00d7d88' },
    'defining_your_values.items.value_recognition.description': {
      text: 'Að taka eftir góðu starfi og framlagi og fagna því.',
      source: '04e750224491b9',
    },
    'defining_your_values.items.value_passion.label': { text: 'Ástríða', source: '1e0740319ebbcf' },
    'defining_your_values.items.value_passion.description': {
      text: 'Að færa orku og eldmóð inn í starfið og markmiðið.',
      source: '0c71511a62f51a',
    },
    'defining_your_values.items.value_loyalty.label': { text: 'Tryggð', source: '0762c730bcb46f' },
    'defining_your_values.items.value_loyalty.description': {
      text: 'Að standa með samstarfsfólki, viðskiptavinum og fyrirtækinu til lengri tíma.',
      source: '18809d624c862e',
    },
    'defining_your_values.items.value_data_driven.label': { text: 'Gagnadrifnar ákvarðanir', source: '0ddeee25447710' },
    'defining_your_values.items.value_data_driven.description': {
      text: 'Að byggja ákvarðanir á gögnum fremur en skoðunum einum.',
      source: '0248c9923c9a25',
    },
    'defining_your_values.items.value_discipline.label': { text: 'Agi', source: '1a7b326a8ba9a3' },
    'defining_your_values.items.value_discipline.description': {
      text: 'Að fylgja umsömdum ferlum og standa við áætlanir og fresti.',
      source: '06c4f9e4fd5bab',
    },
    'defining_your_values.items.value_fun.label': { text: 'Gleði', source: '050779bb7cd754' },
    'defining_your_values.items.value_fun.description': {
      text: 'Að njóta vinnunnar og fólksins sem við vinnum með.',
      source: '13af72e9c6a8d8',
    },
    'defining_your_values.items.value_service.label': { text: 'Þjónusta', source: '03220ccf27e3c6' },
    'defining_your_values.items.value_service.description': {
      text: 'Að setja þarfir annarra í fyrsta sæti, innan fyrirtækis sem utan.',
      source: '1b3f59101b57e7',
    },
    'defining_your_values.items.value_entrepreneurship.label': { text: 'Frumkvöðlaandi', source: '094e138dcf240b' },
    'defining_your_values.items.value_entrepreneurship.description': {
      text: 'Að koma auga á tækifæri og nýta þau af útsjónarsemi.',
      source: '0f9dc8afa1e47d',
    },
    'identifying_key_traits.title': { text: 'Helstu eiginleikar greindir', source: '033fadf136cd7b' },
    'identifying_key_traits.instructions': {
      text: 'Metu hversu mikilvægur hver persónueiginleiki er til að ná árangri í þessu starfi.',
      source: '07ae140aac99ce',
    },
    'identifying_key_traits.items.trait_curious.label': { text: 'Forvitinn', source: '1ffbdb180f2709' },
    'identifying_key_traits.items.trait_curious.description': {
      text: 'Spyr spurninga og vill skilja hvernig hlutirnir virka.',
      source: '1cbaf588b91727',
    },
    'identifying_key_traits.items.trait_dependable.label': { text: 'Áreiðanlegur', source: '097a2cd86bf5fe' },
    'identifying_key_traits.items.trait_dependable.description': {
      text: 'Gerir það sem lofað var, og á réttum tíma.',
      source: '152ab135a5a515',
    },
    'identifying_key_traits.items.trait_adaptable.label': { text: 'Aðlögunarhæfur', source: '06c81327a5682c' },
    'identifying_key_traits.items.trait_adaptable.description': {
      text: 'Aðlagast breytingum og nýjum aðstæðum af yfirvegun.',
      source: '11c9eabb566a8f',
    },
    'identifying_key_traits.items.trait_detail_oriented.label': { text: 'Nákvæmur', source: '1e31e9158146e6' },
    'identifying_key_traits.items.trait_detail_oriented.description': {
      text: 'Tekur eftir smávægilegum villum og fer vandlega yfir vinnu sína.',
      source: '1b435a550d3c60',
    },
    'identifying_key_traits.items.trait_proactive.label': { text: 'Framtakssamur', source: '0a32166fdcb592' },
    'identifying_key_traits.items.trait_proactive.description': {
      text: 'Sér vandamál fyrir og bregst við áður en beðið er um það.',
      source: '19420d00497c04',
    },
    'identifying_key_traits.items.trait_collaborative.label': { text: 'Samvinnufús', source: '19a2af78cc0354' },
    'identifying_key_traits.items.trait_collaborative.description': {
      text: 'Vinnur vel með öðrum og deilir upplýsingum fúslega.',
      source: '02ac6f02d34f1e',
    },
    'identifying_key_traits.items.trait_empathetic.label': { text: 'Samúðarfullur', source: '0da03d8729d1aa' },
    'identifying_key_traits.items.trait_empathetic.description': {
      text: 'Skilur tilfinningar og sjónarmið annarra.',
      source: '0e191939c3ee1d',
    },
    'identifying_key_traits.items.trait_resilient.label': { text: 'Seigur', source: '04076674826951' },
    'identifying_key_traits.items.trait_resilient.description': {
      text: 'Nær sér eftir bakslög og heldur jafnaðargeði undir álagi.',
      source: '1fcaa81ea1681c',
    },
    'identifying_key_traits.items.trait_analytical.label': { text: 'Greinandi', source: '044a78e81d5f9a' },
    'identifying_key_traits.items.trait_analytical.description': {
      text: 'Brýtur vandamál niður og rökstyður út frá gögnum.',
      source: '074c2e08554e74',
    },
    'identifying_key_traits.items.trait_creative.label': { text: 'Skapandi', source: '1df7097da5ee73' },
    'identifying_key_traits.items.trait_creative.description': {
      text: 'Kemur með frumlegar hugmyndir og nýjar nálganir.',
      source: '026106e93ab8b1',
    },
    'identifying_key_traits.items.trait_organized.label': { text: 'Skipulagður', source: '0f99e42bcbbd8c' },
    'identifying_key_traits.items.trait_organized.description': {
      text: 'Skipuleggur fram í tímann og heldur vinnu og upplýsingum í röð og reglu.',
      source: '1935590e9384cc',
    },
    'identifying_key_traits.items.trait_self_motivated.label': { text: 'Sjálfdrifinn', source: '1d2ebd8e67457d' },
    'identifying_key_traits.items.trait_self_motivated.description': {
      text: 'Heldur áfram án þess að þurfa stöðuga leiðsögn.',
      source: '1fae051183a3ce',
    },
    'identifying_key_traits.items.trait_honest.label': { text: 'Heiðarlegur', source: '196c53e350e81a' },
    'identifying_key_traits.items.trait_honest.description': {
      text: 'Segir satt og viðurkennir mistök.',
      source: '0a81e6dff7da6b',
    },
    'identifying_key_traits.items.trait_respectful.label': { text: 'Kurteis', source: '0e45e91b09ef9a' },
    'identifying_key_traits.items.trait_respectful.description': {
      text: 'Kemur kurteislega fram við samstarfsfólk, líka þegar ágreiningur er uppi.',
      source: '1d476154287d49',
    },
    'identifying_key_traits.items.trait_good_communicator.label': {
      text: 'Skýr í framsetningu',
      source: '1cf1940339f372',
    },
    'identifying_key_traits.items.trait_good_communicator.description': {
      text: 'Útskýrir hugmyndir skýrt í ræðu og riti.',
      source: '1806c080a9ff37',
    },
    'identifying_key_traits.items.trait_good_listener.label': { text: 'Góður hlustandi', source: '03cb10a10a6556' },
    'identifying_key_traits.items.trait_good_listener.description': {
      text: 'Hlustar til enda áður en svarað er.',
      source: '10b8213694dbb6',
    },
    'identifying_key_traits.items.trait_decisive.label': { text: 'Ákveðinn', source: '08b0d6e19ba536' },
    'identifying_key_traits.items.trait_decisive.description': {
      text: 'Tekur tímanlegar ákvarðanir út frá fyrirliggjandi upplýsingum.',
      source: '0a5cb9cb2a38a9',
    },
    'identifying_key_traits.items.trait_patient.label': { text: 'Þolinmóður', source: '0419a5b5198ab1' },
    'identifying_key_traits.items.trait_patient.description': {
      text: 'Helst rólegur þegar framvindan er hæg og gagnvart fólki sem þarf meiri tíma.',
      source: '0c456ccda88810',
    },
    'identifying_key_traits.items.trait_humble.label': { text: 'Hógvær', source: '0e0c7baa76c137' },
    'identifying_key_traits.items.trait_humble.description': {
      text: 'Deilir heiðrinum og er opinn fyrir því að hafa rangt fyrir sér.',
      source: '071fdf36f81e3d',
    },
    'identifying_key_traits.items.trait_confident.label': { text: 'Sjálfsöruggur', source: '09be08bd8d7840' },
    'identifying_key_traits.items.trait_confident.description': {
      text: 'Kemur fram af öryggi og segir skoðun sína skýrt.',
      source: '0a047bec62064a',
    },
    'identifying_key_traits.items.trait_persistent.label': { text: 'Þrautseigur', source: '04bf8cccce67bc' },
    'identifying_key_traits.items.trait_persistent.description': {
      text: 'Vinnur að erfiðum vandamálum þar til þau eru leyst.',
      source: '01ddce26860095',
    },
    'identifying_key_traits.items.trait_open_minded.label': { text: 'Víðsýnn', source: '18cc047f0847f4' },
    'identifying_key_traits.items.trait_open_minded.description': {
      text: 'Íhugar nýjar hugmyndir og sjónarmið sem eru ólík hans eigin.',
      source: '0752834d9e42d2',
    },
    'identifying_key_traits.items.trait_calm_under_pressure.label': {
      text: 'Yfirvegaður undir álagi',
      source: '1bbdadfb3dda0b',
    },
    'identifying_key_traits.items.trait_calm_under_pressure.description': {
      text: 'Hugsar skýrt þegar frestir eru þröngir eða eitthvað fer úrskeiðis.',
      source: '058c7e19081460',
    },
    'identifying_key_traits.items.trait_accountable.label': { text: 'Ábyrgur', source: '0ba38ac9510de9' },
    'identifying_key_traits.items.trait_accountable.description': {
      text: 'Axlar ábyrgð á niðurstöðum, góðum sem slæmum.',
      source: '02a3cf6759c18c',
    },
    'identifying_key_traits.items.trait_positive.label': { text: 'Jákvæður', source: '0cbca498385150' },
    'identifying_key_traits.items.trait_positive.description': {
      text: 'Heldur uppbyggilegu viðhorfi og lyftir teyminu.',
      source: '03d35ba45caa07',
    },
    'identifying_key_traits.items.trait_leadership.label': {
      text: 'Fer á undan með góðu fordæmi',
      source: '0941f916f67a00',
    },
    'identifying_key_traits.items.trait_leadership.description': {
      text: 'Leiðir aðra með eigin framkomu og viðmiðum.',
      source: '1deba6d3e5ae73',
    },
    'identifying_key_traits.items.trait_resourceful.label': { text: 'Útsjónarsamur', source: '13dea86dbc622d' },
    'identifying_key_traits.items.trait_resourceful.description': {
      text: 'Finnur leiðir til að koma hlutum í verk með takmörkuðum úrræðum.',
      source: '049b32f7d1ff9d',
    },
    'identifying_key_traits.items.trait_customer_minded.label': {
      text: 'Með viðskiptavininn í huga',
      source: '00ce8893238bbb',
    },
    'identifying_key_traits.items.trait_customer_minded.description': {
      text: 'Tekur tillit til upplifunar viðskiptavinarins í daglegum ákvörðunum.',
      source: '03455acbcafddd',
    },
    'identifying_key_traits.items.trait_eager_to_learn.label': { text: 'Námfús', source: '033bbe45ada9ca' },
    'identifying_key_traits.items.trait_eager_to_learn.description': {
      text: 'Leitar eftir endurgjöf og tileinkar sér nýja færni hratt.',
      source: '0113ce6710cb57',
    },
    'identifying_key_traits.items.trait_ethical.label': { text: 'Siðvandur', source: '143c6bc81c4a28' },
    'identifying_key_traits.items.trait_ethical.description': {
      text: 'Vegur og metur hvað er rétt, ekki aðeins hvað er leyfilegt.',
      source: '0d57029500f200',
    },
    'identifying_key_traits.items.trait_independent.label': { text: 'Sjálfstæður', source: '09f439f7e4bc75' },
    'identifying_key_traits.items.trait_independent.description': {
      text: 'Vinnur á árangursríkan hátt með litlu eftirliti.',
      source: '1be2b5139f68dd',
    },
    'identifying_key_traits.items.trait_energetic.label': { text: 'Kraftmikill', source: '0c6a100273cd50' },
    'identifying_key_traits.items.trait_energetic.description': {
      text: 'Færir drifkraft og hraða inn í vinnuna.',
      source: '0d1f5cc91ef92d',
    },
  },
} satisfies SectionLocaleFile;
