import type { SectionLocaleFile } from '../../locale-file';

// values_and_traits in fi: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    'defining_your_values.title': { text: 'Arvojesi määrittely', source: '1d93e8a39d99d4' },
    'defining_your_values.instructions': {
      text: 'Arvioi, kuinka tärkeä kukin arvo on sinulle työssä, asteikolla Ei lainkaan tärkeä – Tärkein.',
      source: '1b492698c5d9ea',
    },
    'defining_your_values.items.value_integrity.label': { text: 'Integriteetti', source: '1fc6198b7c8928' },
    'defining_your_values.items.value_integrity.description': {
      text: 'Oikein toimiminen silloinkin, kun kukaan ei katso.',
      source: '051d845b031e5b',
    },
    'defining_your_values.items.value_honesty.label': { text: 'Rehellisyys', source: '1f46703d91cb3c' },
    'defining_your_values.items.value_honesty.description': {
      text: 'Totuuden sanominen, myös kun uutiset ovat epämieluisia.',
      source: '1063a52368cfdf',
    },
    'defining_your_values.items.value_transparency.label': { text: 'Läpinäkyvyys', source: '167755820ac598' },
    'defining_your_values.items.value_transparency.description': {
      text: 'Tiedon ja päätösten perustelujen avoin jakaminen.',
      source: '16f33c0f866237',
    },
    'defining_your_values.items.value_accountability.label': { text: 'Vastuullisuus', source: '0785afa5d2037c' },
    'defining_your_values.items.value_accountability.description': {
      text: 'Vastuun ottaminen tuloksista ja sitoumusten pitäminen.',
      source: '0cd2dc1078f07a',
    },
    'defining_your_values.items.value_respect.label': { text: 'Kunnioitus', source: '180e0a3a4a5c4f' },
    'defining_your_values.items.value_respect.description': {
      text: 'Jokaisen ihmisen kohteleminen arvokkaasti ja huomaavaisesti.',
      source: '00df8b64cedd06',
    },
    'defining_your_values.items.value_trust.label': { text: 'Luottamus', source: '155d9004e977e7' },
    'defining_your_values.items.value_trust.description': {
      text: 'Toisiinsa luottaminen ja sellaisena ihmisenä oleminen, johon muut voivat luottaa.',
      source: '0a87a610200134',
    },
    'defining_your_values.items.value_teamwork.label': { text: 'Tiimityö', source: '05366f08c4bf4d' },
    'defining_your_values.items.value_teamwork.description': {
      text: 'Yhdessä saavutetaan enemmän kuin kukaan yksin pystyisi.',
      source: '0d01b709cb916d',
    },
    'defining_your_values.items.value_collaboration.label': { text: 'Yhteistyö', source: '07e65bd0df18c6' },
    'defining_your_values.items.value_collaboration.description': {
      text: 'Työskentely yli tiimirajojen ja ansioiden jakaminen auliisti.',
      source: '06cd1de2e5d750',
    },
    'defining_your_values.items.value_customer_focus.label': { text: 'Asiakaslähtöisyys', source: '0d78861f8a16bc' },
    'defining_your_values.items.value_customer_focus.description': {
      text: 'Lähteminen liikkeelle asiakkaiden tarpeista ja onnistumisen mittaaminen heidän tuloksillaan.',
      source: '14717261b19b18',
    },
    'defining_your_values.items.value_innovation.label': { text: 'Innovatiivisuus', source: '1d451a243e63b2' },
    'defining_your_values.items.value_innovation.description': {
      text: 'Uusien ja parempien tapojen etsiminen arvon luomiseksi.',
      source: '164d1530402614',
    },
    'defining_your_values.items.value_creativity.label': { text: 'Luovuus', source: '096a5859e6ad97' },
    'defining_your_values.items.value_creativity.description': {
      text: 'Omaperäisten ideoiden ja mielikuvituksellisten ratkaisujen tuominen.',
      source: '0b08754459b47b',
    },
    'defining_your_values.items.value_excellence.label': { text: 'Erinomaisuus', source: '0383191291606f' },
    'defining_your_values.items.value_excellence.description': {
      text: 'Korkeiden vaatimusten asettaminen työlle ja riman nostaminen ajan mittaan.',
      source: '03ccb09223823c',
    },
    'defining_your_values.items.value_quality.label': { text: 'Laatu', source: '1ec00fba6be639' },
    'defining_your_values.items.value_quality.description': {
      text: 'Yksityiskohtien tekeminen oikein, jotta lopputulos toimii heti ensimmäisellä kerralla.',
      source: '156d7b316a7b9b',
    },
    'defining_your_values.items.value_continuous_learning.label': {
      text: 'Jatkuva oppiminen',
      source: '07b34fc49d6bf5',
    },
    'defining_your_values.items.value_continuous_learning.description': {
      text: 'Taitojen ja osaamisen kartuttaminen sekä virheistä oppiminen.',
      source: '019f4fff8788c9',
    },
    'defining_your_values.items.value_growth.label': { text: 'Kasvu', source: '157f51e79160bf' },
    'defining_your_values.items.value_growth.description': {
      text: 'Ihmisten ja liiketoiminnan auttaminen kasvamaan kyvyiltään ja ulottuvuudeltaan.',
      source: '01a1c10082fc62',
    },
    'defining_your_values.items.value_diversity_inclusion.label': {
      text: 'Monimuotoisuus ja osallisuus',
      source: '035e945f571b2f',
    },
    'defining_your_values.items.value_diversity_inclusion.description': {
      text: 'Erilaisten taustojen toivottaminen tervetulleiksi ja sen varmistaminen, että jokainen ääni tulee kuulluksi.',
      source: '0c65982e513d34',
    },
    'defining_your_values.items.value_fairness.label': { text: 'Reiluus', source: '11f4116abc8df3' },
    'defining_your_values.items.value_fairness.description': {
      text: 'Samojen periaatteiden soveltaminen kaikkiin ja päätösten tekeminen ansioiden perusteella.',
      source: '1e6e2c9b4e7677',
    },
    'defining_your_values.items.value_empathy.label': { text: 'Empatia', source: '011e3759951b0e' },
    'defining_your_values.items.value_empathy.description': {
      text: 'Toisten tunteiden ymmärtäminen ja välittävä toiminta.',
      source: '1791151afa0ac3',
    },
    'defining_your_values.items.value_wellbeing.label': { text: 'Hyvinvointi', source: '0e6ce365030e2b' },
    'defining_your_values.items.value_wellbeing.description': {
      text: 'Terveydestä, tasapainosta ja kestävästä työtahdista huolehtiminen.',
      source: '1ab8736b02e8ed',
    },
    'defining_your_values.items.value_safety.label': { text: 'Turvallisuus', source: '1018e0e973b4fa' },
    'defining_your_values.items.value_safety.description': {
      text: 'Ihmisten suojeleminen fyysiseltä ja psyykkiseltä haitalta.',
      source: '13e87ee0c52634',
    },
    'defining_your_values.items.value_ownership.label': { text: 'Omistajuus', source: '104a0d8d652812' },
    'defining_your_values.items.value_ownership.description': {
      text: 'Omistajan tavoin toimiminen: välittäminen koko lopputuloksesta, ei vain yhdestä tehtävästä.',
      source: '1538b410ba9f05',
    },
    'defining_your_values.items.value_initiative.label': { text: 'Oma-aloitteisuus', source: '05fa9c2617b525' },
    'defining_your_values.items.value_initiative.description': {
      text: 'Toimiminen odottamatta, että joku pyytää.',
      source: '1fb00ebff37aeb',
    },
    'defining_your_values.items.value_results_orientation.label': {
      text: 'Tulossuuntautuneisuus',
      source: '061c4909b6911e',
    },
    'defining_your_values.items.value_results_orientation.description': {
      text: 'Ponnistelujen kohdistaminen tärkeimpiin tuloksiin.',
      source: '1f81044e1873b4',
    },
    'defining_your_values.items.value_efficiency.label': { text: 'Tehokkuus', source: '1a8fd03b18d58e' },
    'defining_your_values.items.value_efficiency.description': {
      text: 'Ajan, rahan ja vaivan viisas käyttö; turhan työn karsiminen.',
      source: '0456e83c213c1d',
    },
    'defining_your_values.items.value_agility.label': { text: 'Ketteryys', source: '1cdc23477d06c0' },
    'defining_your_values.items.value_agility.description': {
      text: 'Nopea sopeutuminen, kun tosiasiat tai prioriteetit muuttuvat.',
      source: '17f4e348aff832',
    },
    'defining_your_values.items.value_resilience.label': { text: 'Sinnikkyys', source: '08e52f8e51f4c5' },
    'defining_your_values.items.value_resilience.description': {
      text: 'Takaiskuista toipuminen ja eteenpäin jatkaminen.',
      source: '144859e7a2b3e0',
    },
    'defining_your_values.items.value_courage.label': { text: 'Rohkeus', source: '025995522d0d26' },
    'defining_your_values.items.value_courage.description': {
      text: 'Äänensä kuuluville tuominen, harkittujen riskien ottaminen ja vallitsevien käytäntöjen kyseenalaistaminen.',
      source: '0588f9a477286f',
    },
    'defining_your_values.items.value_humility.label': { text: 'Nöyryys', source: '1dbefd00d9b222' },
    'defining_your_values.items.value_humility.description': {
      text: 'Sen myöntäminen, mitä emme tiedä, ja muiden panoksen arvostaminen.',
      source: '07356ef1d05dcf',
    },
    'defining_your_values.items.value_open_communication.label': { text: 'Avoin viestintä', source: '12c4142599e869' },
    'defining_your_values.items.value_open_communication.description': {
      text: 'Suoran palautteen antaminen ja vastaanottaminen, suoraan ja ystävällisesti.',
      source: '0afd1e0f1f951d',
    },
    'defining_your_values.items.value_sustainability.label': { text: 'Kestävä kehitys', source: '03d7761bd86238' },
    'defining_your_values.items.value_sustainability.description': {
      text: 'Pitkän aikavälin vaikutusten huomioiminen ihmisiin, planeettaan ja liiketoimintaan.',
      source: '0b18f1d3308eb5',
    },
    'defining_your_values.items.value_social_responsibility.label': {
      text: 'Yhteiskuntavastuu',
      source: '09ef4a1b45dea1',
    },
    'defining_your_values.items.value_social_responsibility.description': {
      text: 'Myönteinen vaikuttaminen niihin yhteisöihin, joissa toimimme.',
      source: '0dc708fbb6b8b0',
    },
    'defining_your_values.items.value_reliability.label': { text: 'Luotettavuus', source: '0afaec48feeb08' },
    'defining_your_values.items.value_reliability.description': {
      text: 'Tasainen suoriutuminen, jotta muut voivat suunnitella toimintansa meidän varaamme.',
      source: '1f43f8cb0d2834',
    },
    'defining_your_values.items.value_simplicity.label': { text: 'Yksinkertaisuus', source: '01db3af4318ec0' },
    'defining_your_values.items.value_simplicity.description': {
      text: 'Selkeiden ja yksinkertaisten ratkaisujen suosiminen monimutkaisten sijaan.',
      source: '0e120ac066a8c6',
    },
    'defining_your_values.items.value_autonomy.label': { text: 'Itsenäisyys', source: '03738f0e40ccd7' },
    'defining_your_values.items.value_autonomy.description': {
      text: 'Luottaminen siihen, että ihmiset päättävät itse, miten tekevät työnsä.',
      source: '1576ca92315493',
    },
    'defining_your_values.items.value_recognition.label': { text: 'Tunnustus', source: '115057f00d7d88' },
    'defining_your_values.items.value_recognition.description': {
      text: 'Hyvän työn ja vaivannäön huomaaminen ja juhlistaminen.',
      source: '04e750224491b9',
    },
    'defining_your_values.items.value_passion.label': { text: 'Intohimo', source: '1e0740319ebbcf' },
    'defining_your_values.items.value_passion.description': {
      text: 'Energian ja innostuksen tuominen työhön ja tehtävään.',
      source: '0c71511a62f51a',
    },
    'defining_your_values.items.value_loyalty.label': { text: 'Lojaalius', source: '0762c730bcb46f' },
    'defining_your_values.items.value_loyalty.description': {
      text: 'Kollegoiden, asiakkaiden ja organisaation tukena pysyminen pitkällä aikavälillä.',
      source: '18809d624c862e',
    },
    'defining_your_values.items.value_data_driven.label': {
      text: 'Tietoon perustuvat päätökset',
      source: '0ddeee25447710',
    },
    'defining_your_values.items.value_data_driven.description': {
      text: 'Päätösten perustaminen näyttöön eikä pelkkiin mielipiteisiin.',
      source: '0248c9923c9a25',
    },
    'defining_your_values.items.value_discipline.label': { text: 'Kurinalaisuus', source: '1a7b326a8ba9a3' },
    'defining_your_values.items.value_discipline.description': {
      text: 'Sovittujen prosessien noudattaminen sekä suunnitelmissa ja aikatauluissa pysyminen.',
      source: '06c4f9e4fd5bab',
    },
    'defining_your_values.items.value_fun.label': { text: 'Hauskuus', source: '050779bb7cd754' },
    'defining_your_values.items.value_fun.description': {
      text: 'Työstä ja työkavereista nauttiminen.',
      source: '13af72e9c6a8d8',
    },
    'defining_your_values.items.value_service.label': { text: 'Palvelu', source: '03220ccf27e3c6' },
    'defining_your_values.items.value_service.description': {
      text: 'Muiden tarpeiden asettaminen etusijalle, niin organisaation sisällä kuin sen ulkopuolella.',
      source: '1b3f59101b57e7',
    },
    'defining_your_values.items.value_entrepreneurship.label': { text: 'Yrittäjähenki', source: '094e138dcf240b' },
    'defining_your_values.items.value_entrepreneurship.description': {
      text: 'Mahdollisuuksien havaitseminen ja niihin tarttuminen kekseliäästi.',
      source: '0f9dc8afa1e47d',
    },
    'identifying_key_traits.title': { text: 'Keskeisten ominaisuuksien tunnistaminen', source: '033fadf136cd7b' },
    'identifying_key_traits.instructions': {
      text: 'Arvioi, kuinka tärkeä kukin henkilökohtainen ominaisuus on tässä tehtävässä menestymiselle.',
      source: '07ae140aac99ce',
    },
    'identifying_key_traits.items.trait_curious.label': { text: 'Utelias', source: '1ffbdb180f2709' },
    'identifying_key_traits.items.trait_curious.description': {
      text: 'Kysyy kysymyksiä ja haluaa ymmärtää, miten asiat toimivat.',
      source: '1cbaf588b91727',
    },
    'identifying_key_traits.items.trait_dependable.label': { text: 'Luotettava', source: '097a2cd86bf5fe' },
    'identifying_key_traits.items.trait_dependable.description': {
      text: 'Tekee sen, mitä lupasi, ajallaan.',
      source: '152ab135a5a515',
    },
    'identifying_key_traits.items.trait_adaptable.label': { text: 'Sopeutuvainen', source: '06c81327a5682c' },
    'identifying_key_traits.items.trait_adaptable.description': {
      text: 'Mukautuu rauhallisesti muutoksiin ja uusiin tilanteisiin.',
      source: '11c9eabb566a8f',
    },
    'identifying_key_traits.items.trait_detail_oriented.label': { text: 'Tarkka', source: '1e31e9158146e6' },
    'identifying_key_traits.items.trait_detail_oriented.description': {
      text: 'Huomaa pienet virheet ja tarkistaa työnsä huolellisesti.',
      source: '1b435a550d3c60',
    },
    'identifying_key_traits.items.trait_proactive.label': { text: 'Proaktiivinen', source: '0a32166fdcb592' },
    'identifying_key_traits.items.trait_proactive.description': {
      text: 'Ennakoi ongelmia ja toimii ennen kuin häntä pyydetään.',
      source: '19420d00497c04',
    },
    'identifying_key_traits.items.trait_collaborative.label': { text: 'Yhteistyökykyinen', source: '19a2af78cc0354' },
    'identifying_key_traits.items.trait_collaborative.description': {
      text: 'Toimii hyvin muiden kanssa ja jakaa tietoa auliisti.',
      source: '02ac6f02d34f1e',
    },
    'identifying_key_traits.items.trait_empathetic.label': { text: 'Empaattinen', source: '0da03d8729d1aa' },
    'identifying_key_traits.items.trait_empathetic.description': {
      text: 'Ymmärtää toisten tunteita ja näkökulmia.',
      source: '0e191939c3ee1d',
    },
    'identifying_key_traits.items.trait_resilient.label': { text: 'Palautumiskykyinen', source: '04076674826951' },
    'identifying_key_traits.items.trait_resilient.description': {
      text: 'Toipuu takaiskuista ja pysyy tasapainoisena paineen alla.',
      source: '1fcaa81ea1681c',
    },
    'identifying_key_traits.items.trait_analytical.label': { text: 'Analyyttinen', source: '044a78e81d5f9a' },
    'identifying_key_traits.items.trait_analytical.description': {
      text: 'Pilkkoo ongelmat osiin ja päättelee näytön pohjalta.',
      source: '074c2e08554e74',
    },
    'identifying_key_traits.items.trait_creative.label': { text: 'Luova', source: '1df7097da5ee73' },
    'identifying_key_traits.items.trait_creative.description': {
      text: 'Tuottaa omaperäisiä ideoita ja uusia lähestymistapoja.',
      source: '026106e93ab8b1',
    },
    'identifying_key_traits.items.trait_organized.label': { text: 'Järjestelmällinen', source: '0f99e42bcbbd8c' },
    'identifying_key_traits.items.trait_organized.description': {
      text: 'Suunnittelee etukäteen ja pitää työn ja tiedot järjestyksessä.',
      source: '1935590e9384cc',
    },
    'identifying_key_traits.items.trait_self_motivated.label': { text: 'Itseohjautuva', source: '1d2ebd8e67457d' },
    'identifying_key_traits.items.trait_self_motivated.description': {
      text: 'Jatkaa työtä ilman jatkuvaa ohjausta.',
      source: '1fae051183a3ce',
    },
    'identifying_key_traits.items.trait_honest.label': { text: 'Rehellinen', source: '196c53e350e81a' },
    'identifying_key_traits.items.trait_honest.description': {
      text: 'Puhuu totta ja myöntää virheensä.',
      source: '0a81e6dff7da6b',
    },
    'identifying_key_traits.items.trait_respectful.label': { text: 'Kunnioittava', source: '0e45e91b09ef9a' },
    'identifying_key_traits.items.trait_respectful.description': {
      text: 'Kohtelee kollegoita kohteliaasti myös erimielisyyksissä.',
      source: '1d476154287d49',
    },
    'identifying_key_traits.items.trait_good_communicator.label': { text: 'Selkeä viestijä', source: '1cf1940339f372' },
    'identifying_key_traits.items.trait_good_communicator.description': {
      text: 'Selittää ajatuksensa selkeästi puheessa ja kirjoituksessa.',
      source: '1806c080a9ff37',
    },
    'identifying_key_traits.items.trait_good_listener.label': { text: 'Hyvä kuuntelija', source: '03cb10a10a6556' },
    'identifying_key_traits.items.trait_good_listener.description': {
      text: 'Kuuntelee loppuun ennen kuin vastaa.',
      source: '10b8213694dbb6',
    },
    'identifying_key_traits.items.trait_decisive.label': { text: 'Päättäväinen', source: '08b0d6e19ba536' },
    'identifying_key_traits.items.trait_decisive.description': {
      text: 'Tekee päätökset ajallaan käytettävissä olevan tiedon pohjalta.',
      source: '0a5cb9cb2a38a9',
    },
    'identifying_key_traits.items.trait_patient.label': { text: 'Kärsivällinen', source: '0419a5b5198ab1' },
    'identifying_key_traits.items.trait_patient.description': {
      text: 'Pysyy rauhallisena, kun edistyminen on hidasta ja kun ihmiset tarvitsevat enemmän aikaa.',
      source: '0c456ccda88810',
    },
    'identifying_key_traits.items.trait_humble.label': { text: 'Nöyrä', source: '0e0c7baa76c137' },
    'identifying_key_traits.items.trait_humble.description': {
      text: 'Jakaa ansiot ja on valmis myöntämään olevansa väärässä.',
      source: '071fdf36f81e3d',
    },
    'identifying_key_traits.items.trait_confident.label': { text: 'Itsevarma', source: '09be08bd8d7840' },
    'identifying_key_traits.items.trait_confident.description': {
      text: 'Toimii varmasti ja ilmaisee näkemyksensä selkeästi.',
      source: '0a047bec62064a',
    },
    'identifying_key_traits.items.trait_persistent.label': { text: 'Sitkeä', source: '04bf8cccce67bc' },
    'identifying_key_traits.items.trait_persistent.description': {
      text: 'Jatkaa vaikeiden ongelmien parissa, kunnes ne on ratkaistu.',
      source: '01ddce26860095',
    },
    'identifying_key_traits.items.trait_open_minded.label': { text: 'Avarakatseinen', source: '18cc047f0847f4' },
    'identifying_key_traits.items.trait_open_minded.description': {
      text: 'Harkitsee uusia ideoita ja omistaan poikkeavia näkemyksiä.',
      source: '0752834d9e42d2',
    },
    'identifying_key_traits.items.trait_calm_under_pressure.label': {
      text: 'Rauhallinen paineen alla',
      source: '1bbdadfb3dda0b',
    },
    'identifying_key_traits.items.trait_calm_under_pressure.description': {
      text: 'Ajattelee selkeästi, kun aikataulut ovat tiukkoja tai asiat menevät pieleen.',
      source: '058c7e19081460',
    },
    'identifying_key_traits.items.trait_accountable.label': { text: 'Vastuuntuntoinen', source: '0ba38ac9510de9' },
    'identifying_key_traits.items.trait_accountable.description': {
      text: 'Ottaa vastuun tuloksista, hyvistä ja huonoista.',
      source: '02a3cf6759c18c',
    },
    'identifying_key_traits.items.trait_positive.label': { text: 'Positiivinen', source: '0cbca498385150' },
    'identifying_key_traits.items.trait_positive.description': {
      text: 'Säilyttää rakentavan asenteen ja nostaa tiimin tunnelmaa.',
      source: '03d35ba45caa07',
    },
    'identifying_key_traits.items.trait_leadership.label': { text: 'Näyttää esimerkkiä', source: '0941f916f67a00' },
    'identifying_key_traits.items.trait_leadership.description': {
      text: 'Ohjaa muita omalla käytöksellään ja omilla vaatimuksillaan.',
      source: '1deba6d3e5ae73',
    },
    'identifying_key_traits.items.trait_resourceful.label': { text: 'Kekseliäs', source: '13dea86dbc622d' },
    'identifying_key_traits.items.trait_resourceful.description': {
      text: 'Löytää keinot saada asiat hoidettua vähäisin resurssein.',
      source: '049b32f7d1ff9d',
    },
    'identifying_key_traits.items.trait_customer_minded.label': { text: 'Asiakasmyönteinen', source: '00ce8893238bbb' },
    'identifying_key_traits.items.trait_customer_minded.description': {
      text: 'Huomioi asiakkaan kokemuksen arjen päätöksissä.',
      source: '03455acbcafddd',
    },
    'identifying_key_traits.items.trait_eager_to_learn.label': { text: 'Oppimishaluinen', source: '033bbe45ada9ca' },
    'identifying_key_traits.items.trait_eager_to_learn.description': {
      text: 'Hakee palautetta ja omaksuu uusia taitoja nopeasti.',
      source: '0113ce6710cb57',
    },
    'identifying_key_traits.items.trait_ethical.label': { text: 'Eettinen', source: '143c6bc81c4a28' },
    'identifying_key_traits.items.trait_ethical.description': {
      text: 'Punnitsee, mikä on oikein, eikä vain sitä, mikä on sallittua.',
      source: '0d57029500f200',
    },
    'identifying_key_traits.items.trait_independent.label': { text: 'Itsenäinen', source: '09f439f7e4bc75' },
    'identifying_key_traits.items.trait_independent.description': {
      text: 'Työskentelee tehokkaasti vähäisellä valvonnalla.',
      source: '1be2b5139f68dd',
    },
    'identifying_key_traits.items.trait_energetic.label': { text: 'Energinen', source: '0c6a100273cd50' },
    'identifying_key_traits.items.trait_energetic.description': {
      text: 'Tuo työhön vauhtia ja tarmoa.',
      source: '0d1f5cc91ef92d',
    },
  },
} satisfies SectionLocaleFile;
