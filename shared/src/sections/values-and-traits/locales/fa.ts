import type { SectionLocaleFile } from '../../locale-file';

// values_and_traits in fa: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    'defining_your_values.title': { text: 'تعیین ارزش‌های شما', source: '1d93e8a39d99d4' },
    'defining_your_values.instructions': {
      text: 'میزان اهمیت هر ارزش را برای خودتان در محیط کار، از «اصلاً مهم نیست» تا «مهم‌ترین»، مشخص کنید.',
      source: '1b492698c5d9ea',
    },
    'defining_your_values.items.value_integrity.label': { text: 'درستکاری', source: '1fc6198b7c8928' },
    'defining_your_values.items.value_integrity.description': {
      text: 'انجام کار درست، حتی وقتی کسی نگاه نمی‌کند.',
      source: '051d845b031e5b',
    },
    'defining_your_values.items.value_honesty.label': { text: 'صداقت', source: '1f46703d91cb3c' },
    'defining_your_values.items.value_honesty.description': {
      text: 'گفتن حقیقت، حتی وقتی خبر خوشایندی نیست.',
      source: '1063a52368cfdf',
    },
    'defining_your_values.items.value_transparency.label': { text: 'شفافیت', source: '167755820ac598' },
    'defining_your_values.items.value_transparency.description': {
      text: 'به اشتراک گذاشتن آشکار اطلاعات و دلایل تصمیم‌ها.',
      source: '16f33c0f866237',
    },
    'defining_your_values.items.value_accountability.label': { text: 'پاسخگویی', source: '0785afa5d2037c' },
    'defining_your_values.items.value_accountability.description': {
      text: 'پذیرفتن مسئولیت نتایج و پایبندی به تعهدات.',
      source: '0cd2dc1078f07a',
    },
    'defining_your_values.items.value_respect.label': { text: 'احترام', source: '180e0a3a4a5c4f' },
    'defining_your_values.items.value_respect.description': {
      text: 'رفتار با هر فرد با حفظ کرامت و ملاحظه.',
      source: '00df8b64cedd06',
    },
    'defining_your_values.items.value_trust.label': { text: 'اعتماد', source: '155d9004e977e7' },
    'defining_your_values.items.value_trust.description': {
      text: 'تکیه کردن به یکدیگر و کسی بودن که دیگران بتوانند به او تکیه کنند.',
      source: '0a87a610200134',
    },
    'defining_your_values.items.value_teamwork.label': { text: 'کار تیمی', source: '05366f08c4bf4d' },
    'defining_your_values.items.value_teamwork.description': {
      text: 'با هم به چیزی بیش از آنچه هر فرد به‌تنهایی می‌تواند دست یافتن.',
      source: '0d01b709cb916d',
    },
    'defining_your_values.items.value_collaboration.label': { text: 'همکاری', source: '07e65bd0df18c6' },
    'defining_your_values.items.value_collaboration.description': {
      text: 'کار کردن میان تیم‌ها و سهیم کردن دیگران در موفقیت با گشاده‌دستی.',
      source: '06cd1de2e5d750',
    },
    'defining_your_values.items.value_customer_focus.label': { text: 'مشتری‌مداری', source: '0d78861f8a16bc' },
    'defining_your_values.items.value_customer_focus.description': {
      text: 'آغاز کردن از نیاز مشتریان و سنجیدن موفقیت با نتایج آنان.',
      source: '14717261b19b18',
    },
    'defining_your_values.items.value_innovation.label': { text: 'نوآوری', source: '1d451a243e63b2' },
    'defining_your_values.items.value_innovation.description': {
      text: 'جست‌وجوی راه‌های تازه و بهتر برای خلق ارزش.',
      source: '164d1530402614',
    },
    'defining_your_values.items.value_creativity.label': { text: 'خلاقیت', source: '096a5859e6ad97' },
    'defining_your_values.items.value_creativity.description': {
      text: 'ارائه ایده‌های بدیع و راه‌حل‌های خلاقانه.',
      source: '0b08754459b47b',
    },
    'defining_your_values.items.value_excellence.label': { text: 'تعالی', source: '0383191291606f' },
    'defining_your_values.items.value_excellence.description': {
      text: 'حفظ استاندارد بالای کار و بالا بردن تدریجی آن.',
      source: '03ccb09223823c',
    },
    'defining_your_values.items.value_quality.label': { text: 'کیفیت', source: '1ec00fba6be639' },
    'defining_your_values.items.value_quality.description': {
      text: 'درست انجام دادن جزئیات تا نتیجه از همان بار اول کار کند.',
      source: '156d7b316a7b9b',
    },
    'defining_your_values.items.value_continuous_learning.label': { text: 'یادگیری مستمر', source: '07b34fc49d6bf5' },
    'defining_your_values.items.value_continuous_learning.description': {
      text: 'افزایش مهارت و دانش و درس گرفتن از اشتباه‌ها.',
      source: '019f4fff8788c9',
    },
    'defining_your_values.items.value_growth.label': { text: 'رشد', source: '157f51e79160bf' },
    'defining_your_values.items.value_growth.description': {
      text: 'کمک به افراد و کسب‌وکار برای رشد در توانایی و دامنه اثر.',
      source: '01a1c10082fc62',
    },
    'defining_your_values.items.value_diversity_inclusion.label': { text: 'تنوع و فراگیری', source: '035e945f571b2f' },
    'defining_your_values.items.value_diversity_inclusion.description': {
      text: 'استقبال از پیشینه‌های گوناگون و اطمینان از شنیده شدن صدای همه.',
      source: '0c65982e513d34',
    },
    'defining_your_values.items.value_fairness.label': { text: 'انصاف', source: '11f4116abc8df3' },
    'defining_your_values.items.value_fairness.description': {
      text: 'به‌کار بستن معیارهای یکسان برای همه و تصمیم‌گیری بر پایه شایستگی.',
      source: '1e6e2c9b4e7677',
    },
    'defining_your_values.items.value_empathy.label': { text: 'همدلی', source: '011e3759951b0e' },
    'defining_your_values.items.value_empathy.description': {
      text: 'درک احساس دیگران و رفتار از روی توجه.',
      source: '1791151afa0ac3',
    },
    'defining_your_values.items.value_wellbeing.label': { text: 'بهزیستی', source: '0e6ce365030e2b' },
    'defining_your_values.items.value_wellbeing.description': {
      text: 'توجه به سلامت، تعادل و آهنگ پایدار کار.',
      source: '1ab8736b02e8ed',
    },
    'defining_your_values.items.value_safety.label': { text: 'ایمنی', source: '1018e0e973b4fa' },
    'defining_your_values.items.value_safety.description': {
      text: 'محافظت از افراد در برابر آسیب جسمی و روانی.',
      source: '13e87ee0c52634',
    },
    'defining_your_values.items.value_ownership.label': { text: 'حس مالکیت', source: '104a0d8d652812' },
    'defining_your_values.items.value_ownership.description': {
      text: 'رفتار مانند صاحب کار: اهمیت دادن به کل نتیجه، نه فقط یک وظیفه.',
      source: '1538b410ba9f05',
    },
    'defining_your_values.items.value_initiative.label': { text: 'ابتکار عمل', source: '05fa9c2617b525' },
    'defining_your_values.items.value_initiative.description': {
      text: 'اقدام کردن بدون آنکه منتظر درخواست بمانید.',
      source: '1fb00ebff37aeb',
    },
    'defining_your_values.items.value_results_orientation.label': { text: 'نتیجه‌گرایی', source: '061c4909b6911e' },
    'defining_your_values.items.value_results_orientation.description': {
      text: 'متمرکز کردن تلاش بر نتایجی که بیشترین اهمیت را دارند.',
      source: '1f81044e1873b4',
    },
    'defining_your_values.items.value_efficiency.label': { text: 'کارایی', source: '1a8fd03b18d58e' },
    'defining_your_values.items.value_efficiency.description': {
      text: 'استفاده هوشمندانه از زمان، پول و تلاش و حذف اتلاف.',
      source: '0456e83c213c1d',
    },
    'defining_your_values.items.value_agility.label': { text: 'چابکی', source: '1cdc23477d06c0' },
    'defining_your_values.items.value_agility.description': {
      text: 'سازگاری سریع هنگام تغییر واقعیت‌ها یا اولویت‌ها.',
      source: '17f4e348aff832',
    },
    'defining_your_values.items.value_resilience.label': { text: 'تاب‌آوری', source: '08e52f8e51f4c5' },
    'defining_your_values.items.value_resilience.description': {
      text: 'برخاستن پس از شکست‌ها و ادامه دادن راه.',
      source: '144859e7a2b3e0',
    },
    'defining_your_values.items.value_courage.label': { text: 'شجاعت', source: '025995522d0d26' },
    'defining_your_values.items.value_courage.description': {
      text: 'بیان نظر، پذیرفتن ریسک‌های سنجیده و به چالش کشیدن وضع موجود.',
      source: '0588f9a477286f',
    },
    'defining_your_values.items.value_humility.label': { text: 'فروتنی', source: '1dbefd00d9b222' },
    'defining_your_values.items.value_humility.description': {
      text: 'پذیرفتن آنچه نمی‌دانیم و ارج نهادن به سهم دیگران.',
      source: '07356ef1d05dcf',
    },
    'defining_your_values.items.value_open_communication.label': { text: 'ارتباط باز', source: '12c4142599e869' },
    'defining_your_values.items.value_open_communication.description': {
      text: 'دادن و گرفتن بازخورد صادقانه، مستقیم و با مهربانی.',
      source: '0afd1e0f1f951d',
    },
    'defining_your_values.items.value_sustainability.label': { text: 'پایداری', source: '03d7761bd86238' },
    'defining_your_values.items.value_sustainability.description': {
      text: 'در نظر گرفتن اثر بلندمدت بر مردم، کره زمین و کسب‌وکار.',
      source: '0b18f1d3308eb5',
    },
    'defining_your_values.items.value_social_responsibility.label': {
      text: 'مسئولیت اجتماعی',
      source: '09ef4a1b45dea1',
    },
    'defining_your_values.items.value_social_responsibility.description': {
      text: 'مشارکت مثبت در جوامعی که در آن‌ها کار می‌کنیم.',
      source: '0dc708fbb6b8b0',
    },
    'defining_your_values.items.value_reliability.label': { text: 'قابلیت اتکا', source: '0afaec48feeb08' },
    'defining_your_values.items.value_reliability.description': {
      text: 'تحویل مستمر کار، تا دیگران بتوانند بر اساس ما برنامه‌ریزی کنند.',
      source: '1f43f8cb0d2834',
    },
    'defining_your_values.items.value_simplicity.label': { text: 'سادگی', source: '01db3af4318ec0' },
    'defining_your_values.items.value_simplicity.description': {
      text: 'ترجیح راه‌حل‌های روشن و ساده بر راه‌حل‌های پیچیده.',
      source: '0e120ac066a8c6',
    },
    'defining_your_values.items.value_autonomy.label': { text: 'استقلال عمل', source: '03738f0e40ccd7' },
    'defining_your_values.items.value_autonomy.description': {
      text: 'اعتماد به افراد برای اینکه خودشان تصمیم بگیرند کارشان را چگونه انجام دهند.',
      source: '1576ca92315493',
    },
    'defining_your_values.items.value_recognition.label': { text: 'قدردانی', source: '115057f00d7d88' },
    'defining_your_values.items.value_recognition.description': {
      text: 'دیدن و ارج نهادن به کار خوب و تلاش.',
      source: '04e750224491b9',
    },
    'defining_your_values.items.value_passion.label': { text: 'اشتیاق', source: '1e0740319ebbcf' },
    'defining_your_values.items.value_passion.description': {
      text: 'آوردن انرژی و شور به کار و مأموریت.',
      source: '0c71511a62f51a',
    },
    'defining_your_values.items.value_loyalty.label': { text: 'وفاداری', source: '0762c730bcb46f' },
    'defining_your_values.items.value_loyalty.description': {
      text: 'در کنار همکاران، مشتریان و سازمان ماندن در طول زمان.',
      source: '18809d624c862e',
    },
    'defining_your_values.items.value_data_driven.label': {
      text: 'تصمیم‌گیری مبتنی بر داده',
      source: '0ddeee25447710',
    },
    'defining_your_values.items.value_data_driven.description': {
      text: 'بنا کردن تصمیم‌ها بر شواهد، نه فقط بر نظرها.',
      source: '0248c9923c9a25',
    },
    'defining_your_values.items.value_discipline.label': { text: 'انضباط', source: '1a7b326a8ba9a3' },
    'defining_your_values.items.value_discipline.description': {
      text: 'پیروی از فرایندهای توافق‌شده و پایبندی به برنامه‌ها و مهلت‌ها.',
      source: '06c4f9e4fd5bab',
    },
    'defining_your_values.items.value_fun.label': { text: 'نشاط', source: '050779bb7cd754' },
    'defining_your_values.items.value_fun.description': {
      text: 'لذت بردن از کار و از کسانی که با آن‌ها کار می‌کنیم.',
      source: '13af72e9c6a8d8',
    },
    'defining_your_values.items.value_service.label': { text: 'خدمت', source: '03220ccf27e3c6' },
    'defining_your_values.items.value_service.description': {
      text: 'مقدم دانستن نیازهای دیگران، در درون و بیرون سازمان.',
      source: '1b3f59101b57e7',
    },
    'defining_your_values.items.value_entrepreneurship.label': { text: 'روحیه کارآفرینی', source: '094e138dcf240b' },
    'defining_your_values.items.value_entrepreneurship.description': {
      text: 'شناسایی فرصت‌ها و بهره‌گیری هوشمندانه از آن‌ها.',
      source: '0f9dc8afa1e47d',
    },
    'identifying_key_traits.title': { text: 'شناسایی ویژگی‌های کلیدی', source: '033fadf136cd7b' },
    'identifying_key_traits.instructions': {
      text: 'میزان اهمیت هر ویژگی شخصی را برای موفقیت در این نقش مشخص کنید.',
      source: '07ae140aac99ce',
    },
    'identifying_key_traits.items.trait_curious.label': { text: 'کنجکاو', source: '1ffbdb180f2709' },
    'identifying_key_traits.items.trait_curious.description': {
      text: 'پرسش می‌کند و می‌خواهد بفهمد چیزها چگونه کار می‌کنند.',
      source: '1cbaf588b91727',
    },
    'identifying_key_traits.items.trait_dependable.label': { text: 'قابل اعتماد', source: '097a2cd86bf5fe' },
    'identifying_key_traits.items.trait_dependable.description': {
      text: 'کاری را که گفته انجام می‌دهد، آن هم به‌موقع.',
      source: '152ab135a5a515',
    },
    'identifying_key_traits.items.trait_adaptable.label': { text: 'سازگار', source: '06c81327a5682c' },
    'identifying_key_traits.items.trait_adaptable.description': {
      text: 'با آرامش خود را با تغییرات و موقعیت‌های تازه وفق می‌دهد.',
      source: '11c9eabb566a8f',
    },
    'identifying_key_traits.items.trait_detail_oriented.label': { text: 'دقیق در جزئیات', source: '1e31e9158146e6' },
    'identifying_key_traits.items.trait_detail_oriented.description': {
      text: 'خطاهای کوچک را می‌بیند و کار را با دقت بررسی می‌کند.',
      source: '1b435a550d3c60',
    },
    'identifying_key_traits.items.trait_proactive.label': { text: 'پیش‌دستانه', source: '0a32166fdcb592' },
    'identifying_key_traits.items.trait_proactive.description': {
      text: 'مشکلات را پیش‌بینی می‌کند و پیش از درخواست اقدام می‌کند.',
      source: '19420d00497c04',
    },
    'identifying_key_traits.items.trait_collaborative.label': { text: 'اهل همکاری', source: '19a2af78cc0354' },
    'identifying_key_traits.items.trait_collaborative.description': {
      text: 'با دیگران به‌خوبی کار می‌کند و اطلاعات را با رغبت به اشتراک می‌گذارد.',
      source: '02ac6f02d34f1e',
    },
    'identifying_key_traits.items.trait_empathetic.label': { text: 'همدل', source: '0da03d8729d1aa' },
    'identifying_key_traits.items.trait_empathetic.description': {
      text: 'احساسات و دیدگاه‌های دیگران را درک می‌کند.',
      source: '0e191939c3ee1d',
    },
    'identifying_key_traits.items.trait_resilient.label': { text: 'تاب‌آور', source: '04076674826951' },
    'identifying_key_traits.items.trait_resilient.description': {
      text: 'پس از شکست‌ها دوباره برمی‌خیزد و زیر فشار آرامش خود را حفظ می‌کند.',
      source: '1fcaa81ea1681c',
    },
    'identifying_key_traits.items.trait_analytical.label': { text: 'تحلیلگر', source: '044a78e81d5f9a' },
    'identifying_key_traits.items.trait_analytical.description': {
      text: 'مسائل را تجزیه می‌کند و بر پایه شواهد استدلال می‌کند.',
      source: '074c2e08554e74',
    },
    'identifying_key_traits.items.trait_creative.label': { text: 'خلاق', source: '1df7097da5ee73' },
    'identifying_key_traits.items.trait_creative.description': {
      text: 'ایده‌های بدیع و رویکردهای تازه پدید می‌آورد.',
      source: '026106e93ab8b1',
    },
    'identifying_key_traits.items.trait_organized.label': { text: 'منظم', source: '0f99e42bcbbd8c' },
    'identifying_key_traits.items.trait_organized.description': {
      text: 'از پیش برنامه‌ریزی می‌کند و کار و اطلاعات را مرتب نگه می‌دارد.',
      source: '1935590e9384cc',
    },
    'identifying_key_traits.items.trait_self_motivated.label': { text: 'خودانگیخته', source: '1d2ebd8e67457d' },
    'identifying_key_traits.items.trait_self_motivated.description': {
      text: 'بدون نیاز به راهنمایی دائمی به کار ادامه می‌دهد.',
      source: '1fae051183a3ce',
    },
    'identifying_key_traits.items.trait_honest.label': { text: 'راستگو', source: '196c53e350e81a' },
    'identifying_key_traits.items.trait_honest.description': {
      text: 'حقیقت را می‌گوید و اشتباه‌هایش را می‌پذیرد.',
      source: '0a81e6dff7da6b',
    },
    'identifying_key_traits.items.trait_respectful.label': { text: 'محترم', source: '0e45e91b09ef9a' },
    'identifying_key_traits.items.trait_respectful.description': {
      text: 'با همکاران مؤدبانه رفتار می‌کند، حتی هنگام اختلاف نظر.',
      source: '1d476154287d49',
    },
    'identifying_key_traits.items.trait_good_communicator.label': { text: 'دارای بیان روشن', source: '1cf1940339f372' },
    'identifying_key_traits.items.trait_good_communicator.description': {
      text: 'ایده‌ها را در گفتار و نوشتار روشن توضیح می‌دهد.',
      source: '1806c080a9ff37',
    },
    'identifying_key_traits.items.trait_good_listener.label': { text: 'شنونده خوب', source: '03cb10a10a6556' },
    'identifying_key_traits.items.trait_good_listener.description': {
      text: 'پیش از پاسخ دادن تا آخر گوش می‌دهد.',
      source: '10b8213694dbb6',
    },
    'identifying_key_traits.items.trait_decisive.label': { text: 'قاطع', source: '08b0d6e19ba536' },
    'identifying_key_traits.items.trait_decisive.description': {
      text: 'با اطلاعات موجود به‌موقع تصمیم می‌گیرد.',
      source: '0a5cb9cb2a38a9',
    },
    'identifying_key_traits.items.trait_patient.label': { text: 'صبور', source: '0419a5b5198ab1' },
    'identifying_key_traits.items.trait_patient.description': {
      text: 'در برابر پیشرفت کند و افرادی که به زمان بیشتری نیاز دارند آرام می‌ماند.',
      source: '0c456ccda88810',
    },
    'identifying_key_traits.items.trait_humble.label': { text: 'فروتن', source: '0e0c7baa76c137' },
    'identifying_key_traits.items.trait_humble.description': {
      text: 'در موفقیت دیگران را سهیم می‌کند و احتمال اشتباه خود را می‌پذیرد.',
      source: '071fdf36f81e3d',
    },
    'identifying_key_traits.items.trait_confident.label': { text: 'با اعتمادبه‌نفس', source: '09be08bd8d7840' },
    'identifying_key_traits.items.trait_confident.description': {
      text: 'با اطمینان عمل می‌کند و دیدگاه‌هایش را روشن بیان می‌کند.',
      source: '0a047bec62064a',
    },
    'identifying_key_traits.items.trait_persistent.label': { text: 'پیگیر', source: '04bf8cccce67bc' },
    'identifying_key_traits.items.trait_persistent.description': {
      text: 'روی مسائل دشوار کار می‌کند تا حل شوند.',
      source: '01ddce26860095',
    },
    'identifying_key_traits.items.trait_open_minded.label': { text: 'گشاده‌فکر', source: '18cc047f0847f4' },
    'identifying_key_traits.items.trait_open_minded.description': {
      text: 'ایده‌های تازه و دیدگاه‌های متفاوت با دیدگاه خود را در نظر می‌گیرد.',
      source: '0752834d9e42d2',
    },
    'identifying_key_traits.items.trait_calm_under_pressure.label': { text: 'آرام زیر فشار', source: '1bbdadfb3dda0b' },
    'identifying_key_traits.items.trait_calm_under_pressure.description': {
      text: 'وقتی مهلت‌ها تنگ است یا کاری خراب می‌شود، روشن فکر می‌کند.',
      source: '058c7e19081460',
    },
    'identifying_key_traits.items.trait_accountable.label': { text: 'مسئولیت‌پذیر', source: '0ba38ac9510de9' },
    'identifying_key_traits.items.trait_accountable.description': {
      text: 'مسئولیت نتایج را، خوب یا بد، می‌پذیرد.',
      source: '02a3cf6759c18c',
    },
    'identifying_key_traits.items.trait_positive.label': { text: 'مثبت‌اندیش', source: '0cbca498385150' },
    'identifying_key_traits.items.trait_positive.description': {
      text: 'نگرشی سازنده دارد و روحیه تیم را بالا می‌برد.',
      source: '03d35ba45caa07',
    },
    'identifying_key_traits.items.trait_leadership.label': { text: 'الگوی عملی دیگران', source: '0941f916f67a00' },
    'identifying_key_traits.items.trait_leadership.description': {
      text: 'با رفتار و معیارهای خودش دیگران را هدایت می‌کند.',
      source: '1deba6d3e5ae73',
    },
    'identifying_key_traits.items.trait_resourceful.label': { text: 'چاره‌ساز', source: '13dea86dbc622d' },
    'identifying_key_traits.items.trait_resourceful.description': {
      text: 'با امکانات محدود راهی برای انجام کارها پیدا می‌کند.',
      source: '049b32f7d1ff9d',
    },
    'identifying_key_traits.items.trait_customer_minded.label': { text: 'مشتری‌محور', source: '00ce8893238bbb' },
    'identifying_key_traits.items.trait_customer_minded.description': {
      text: 'در تصمیم‌های روزمره تجربه مشتری را در نظر می‌گیرد.',
      source: '03455acbcafddd',
    },
    'identifying_key_traits.items.trait_eager_to_learn.label': { text: 'مشتاق یادگیری', source: '033bbe45ada9ca' },
    'identifying_key_traits.items.trait_eager_to_learn.description': {
      text: 'بازخورد می‌خواهد و مهارت‌های تازه را سریع می‌آموزد.',
      source: '0113ce6710cb57',
    },
    'identifying_key_traits.items.trait_ethical.label': { text: 'اخلاق‌مدار', source: '143c6bc81c4a28' },
    'identifying_key_traits.items.trait_ethical.description': {
      text: 'می‌سنجد چه چیزی درست است، نه فقط چه چیزی مجاز است.',
      source: '0d57029500f200',
    },
    'identifying_key_traits.items.trait_independent.label': { text: 'مستقل', source: '09f439f7e4bc75' },
    'identifying_key_traits.items.trait_independent.description': {
      text: 'با نظارت کم به‌طور مؤثر کار می‌کند.',
      source: '1be2b5139f68dd',
    },
    'identifying_key_traits.items.trait_energetic.label': { text: 'پرانرژی', source: '0c6a100273cd50' },
    'identifying_key_traits.items.trait_energetic.description': {
      text: 'به کار انگیزه و سرعت می‌بخشد.',
      source: '0d1f5cc91ef92d',
    },
  },
} satisfies SectionLocaleFile;
