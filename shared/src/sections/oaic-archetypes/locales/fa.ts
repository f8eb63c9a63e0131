import type { SectionLocaleFile } from '../../locale-file';

// oaic_archetypes in fa: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'نیم‌رخ فرهنگی', source: '1fa5ef776627e7' },
    instructions: {
      text: 'برای هر موضوع، 100 امتیاز را بسته به اینکه هر عبارت تا چه حد سازمان را توصیف می‌کند، میان چهار عبارت تقسیم کنید. بیشترین امتیاز را به عبارتی بدهید که بهترین تطابق را دارد.',
      source: '08bb288d1456a6',
    },
    'perspectives.now': { text: 'وضعیت امروز', source: '023c06c1655412' },
    'perspectives.preferred': { text: 'وضعیتی که می‌خواهیم', source: '1c7749c153fe36' },
    'types.collaborate.name': { text: 'همکاری', source: '1b4db51cdfcca5' },
    'types.collaborate.description': {
      text: 'انسان‌محور و صمیمی. موفقیت از تعهد، پرورش افراد و کار تیمی به دست می‌آید.',
      source: '1838d7066709c6',
    },
    'types.create.name': { text: 'آفرینش', source: '017309f0f9f564' },
    'types.create.description': {
      text: 'مبتکر و پرشتاب. موفقیت از ایده‌های نو، آزمایش و پیشگام بودن به دست می‌آید.',
      source: '113363b587295c',
    },
    'types.compete.name': { text: 'رقابت', source: '0aaba8aca39f9a' },
    'types.compete.description': {
      text: 'نتیجه‌گرا و بلندپرواز. موفقیت از رسیدن به اهداف و پیروزی در بازار به دست می‌آید.',
      source: '075c7ab54cbe3e',
    },
    'types.control.name': { text: 'کنترل', source: '05a289608909dd' },
    'types.control.description': {
      text: 'ساختارمند و قابل اتکا. موفقیت از فرایندهای روشن، کارایی و ثبات به دست می‌آید.',
      source: '14f014f09f510f',
    },
    'dimensions.strategic_emphases.title': { text: 'اولویت‌های راهبردی', source: '06881e6b055b2b' },
    'dimensions.strategic_emphases.prompt': {
      text: 'سازمان تلاش خود را برای آینده بر چه چیزی متمرکز می‌کند؟',
      source: '0da3c7dab74591',
    },
    'dimensions.strategic_emphases.options.collaborate.text': {
      text: 'سرمایه‌گذاری روی افراد: پرورش مهارت‌ها، بالا نگه داشتن اعتماد و ایجاد این حس در همه که عضوی از تیم‌اند.',
      source: '1a83febc29be0b',
    },
    'dimensions.strategic_emphases.options.create.text': {
      text: 'یافتن فرصت بعدی: پیشنهادهای تازه، بازارهای تازه و درس‌های سریع از آزمایش‌ها.',
      source: '0296d46b72302c',
    },
    'dimensions.strategic_emphases.options.compete.text': {
      text: 'پیشی گرفتن از رقبا: افزایش سهم بازار، بردن قراردادها و فراتر رفتن از اهداف قابل‌اندازه‌گیری.',
      source: '0974a716348f01',
    },
    'dimensions.strategic_emphases.options.control.text': {
      text: 'اداره روان امور: هزینه‌های پیش‌بینی‌پذیر، تحویل یکنواخت و غافلگیری‌های اندک.',
      source: '0521638db12fef',
    },
    'dimensions.organization_glue.title': { text: 'آنچه ما را کنار هم نگه می‌دارد', source: '0a017b28243d65' },
    'dimensions.organization_glue.prompt': {
      text: 'چه چیزی افراد را به سازمان متعهد نگه می‌دارد؟',
      source: '01d9739c3f3f59',
    },
    'dimensions.organization_glue.options.collaborate.text': {
      text: 'وفاداری به یکدیگر و حس مشترک تعلق.',
      source: '0bc4f42ca0de92',
    },
    'dimensions.organization_glue.options.create.text': {
      text: 'هیجان ساختن چیزی تازه پیش از دیگران.',
      source: '0669e882b2ea0a',
    },
    'dimensions.organization_glue.options.compete.text': {
      text: 'انگیزه مشترک برای پیروزی و رسیدن به نتیجه.',
      source: '0a8f008a90dda5',
    },
    'dimensions.organization_glue.options.control.text': {
      text: 'قوانین روشن، رویه‌های توافق‌شده و روال‌های قابل اتکا.',
      source: '183c7138043ea3',
    },
    'dimensions.dominant_characteristics.title': { text: 'حال‌وهوای روزمره', source: '11a017aa436bca' },
    'dimensions.dominant_characteristics.prompt': {
      text: 'کار کردن در اینجا روزبه‌روز چه حسی دارد؟',
      source: '0a2ded60577abc',
    },
    'dimensions.dominant_characteristics.options.collaborate.text': {
      text: 'صمیمی و حمایتگر: افراد بی‌پرده به اشتراک می‌گذارند و هوای یکدیگر را دارند.',
      source: '00fddf67309a1c',
    },
    'dimensions.dominant_characteristics.options.create.text': {
      text: 'پرجنب‌وجوش و تجربی: افراد چیزهای تازه را امتحان می‌کنند، ریسک می‌کنند و شروع‌های ناموفق را می‌پذیرند.',
      source: '0186dd3ed9d217',
    },
    'dimensions.dominant_characteristics.options.compete.text': {
      text: 'فشرده و عملکردمحور: افراد با دستاوردهایشان سنجیده می‌شوند.',
      source: '1ea6d08bd99dfe',
    },
    'dimensions.dominant_characteristics.options.control.text': {
      text: 'منظم و به‌خوبی تعریف‌شده: کار طبق فرایندهای معین پیش می‌رود و انتظارات روشن است.',
      source: '14b6336cecf01f',
    },
    'dimensions.management_of_employees.title': { text: 'شیوه مدیریت افراد', source: '0f48d9a2da90e4' },
    'dimensions.management_of_employees.prompt': {
      text: 'سازمان چگونه کارکنانش را مدیریت می‌کند و با آنان رفتار می‌کند؟',
      source: '142b81c7d13da3',
    },
    'dimensions.management_of_employees.options.collaborate.text': {
      text: 'با مشارکت دادن آنان: تصمیم‌ها به بحث گذاشته می‌شوند و با هم گرفته می‌شوند.',
      source: '15d8bcb56a2c48',
    },
    'dimensions.management_of_employees.options.create.text': {
      text: 'با دادن آزادی به آنان برای ابتکار عمل و پیش بردن ایده‌های خودشان.',
      source: '1b9d5db64fd085',
    },
    'dimensions.management_of_employees.options.compete.text': {
      text: 'با تعیین اهداف دشوار و پاداش دادن به کسانی که به آن‌ها می‌رسند.',
      source: '17e88d63dec41c',
    },
    'dimensions.management_of_employees.options.control.text': {
      text: 'با فراهم کردن نقش‌های باثبات، قوانین منصفانه و رفتار یکسان.',
      source: '0a3b875ebeeb30',
    },
    'dimensions.criteria_of_success.title': { text: 'شیوه سنجش موفقیت', source: '01f5a42ef5cce9' },
    'dimensions.criteria_of_success.prompt': { text: 'سازمان چه چیزی را موفقیت می‌داند؟', source: '1f735abc3f44eb' },
    'dimensions.criteria_of_success.options.collaborate.text': {
      text: 'افرادی درگیر و متعهد که رشد می‌کنند، به‌خوبی با هم کار می‌کنند و می‌مانند.',
      source: '0320a1a8771f95',
    },
    'dimensions.criteria_of_success.options.create.text': {
      text: 'عرضه محصولات یا خدماتی که تازه‌اند و از دیگران جلوترند.',
      source: '1e72937ddaa7d9',
    },
    'dimensions.criteria_of_success.options.compete.text': {
      text: 'پیشتازی در بازار، فروش بیشتر از رقبا و افزایش درآمد.',
      source: '0e7b7fb8f89b6e',
    },
    'dimensions.criteria_of_success.options.control.text': {
      text: 'تحویل قابل اتکا و به‌موقع با هزینه کم و خطای اندک.',
      source: '1192f7298833c7',
    },
    'dimensions.organizational_leadership.title': { text: 'سبک رهبری', source: '1af8c1f16ac4a0' },
    'dimensions.organizational_leadership.prompt': {
      text: 'رهبران سازمان به‌طور کلی چگونه‌اند؟',
      source: '0efe3e16b55a9a',
    },
    'dimensions.organizational_leadership.options.collaborate.text': {
      text: 'مربیان و راهنمایانی که به رشد افراد کمک می‌کنند.',
      source: '1305e69de79661',
    },
    'dimensions.organizational_leadership.options.create.text': {
      text: 'آینده‌نگرانی که ایده‌های جسورانه و ریسک‌های حساب‌شده را تشویق می‌کنند.',
      source: '00980300258b51',
    },
    'dimensions.organizational_leadership.options.compete.text': {
      text: 'افرادی پرتلاش و مصمم که بر اهداف و پیروزی تمرکز دارند.',
      source: '0d3a6afa9092a8',
    },
    'dimensions.organizational_leadership.options.control.text': {
      text: 'سازمان‌دهندگان و هماهنگ‌کنندگانی که امور را روان پیش می‌برند.',
      source: '1ae436d72cbc2c',
    },
  },
} satisfies SectionLocaleFile;
