import type { SectionLocaleFile } from '../../locale-file';

// work_style_identifier in fa: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'شناسایی سبک کاری', source: '1f0c60bd73f0f7' },
    instructions: {
      text: 'برای هر موقعیت، واکنشی را انتخاب کنید که به کاری که به‌طور طبیعی انجام می‌دهید نزدیک‌تر است. پاسخ درست یا غلط وجود ندارد.',
      source: '1525cac3265adf',
    },
    'styles.people.name': { text: 'افراد', source: '1e9ca6c7397706' },
    'styles.people.description': { text: 'بر روابط، ارتباطات و تیم تمرکز دارد.', source: '08675f6ad7cd87' },
    'styles.process.name': { text: 'فرایند', source: '00649b56ffd7ce' },
    'styles.process.description': {
      text: 'بر ساختار، برنامه‌ریزی و چگونگی انجام کار تمرکز دارد.',
      source: '119d0abb5dea8f',
    },
    'styles.product.name': { text: 'محصول', source: '147a8a0545eb31' },
    'styles.product.description': {
      text: 'بر نتیجه، کیفیت آن و ارزشش برای کاربران تمرکز دارد.',
      source: '1fe40819dc5447',
    },
    'scenarios.scenario_1.text': {
      text: 'به پروژه تازه‌ای می‌پیوندید که از قبل در جریان است. اول چه می‌کنید؟',
      source: '0dfafca3038c6e',
    },
    'scenarios.scenario_1.options.option_1.text': {
      text: 'با اعضای تیم یکی‌یکی دیدار می‌کنم تا بدانم چگونه کار می‌کنند.',
      source: '1c098f33cb6358',
    },
    'scenarios.scenario_1.options.option_2.text': {
      text: 'برنامه، زمان‌بندی و شیوه تصمیم‌گیری را می‌خوانم.',
      source: '01b9a70eafd252',
    },
    'scenarios.scenario_1.options.option_3.text': {
      text: 'نسخه فعلی چیزی را که در حال ساخت است امتحان می‌کنم.',
      source: '049008ac0e04b7',
    },
    'scenarios.scenario_2.text': { text: 'یک مهلت در خطر است. چه واکنشی نشان می‌دهید؟', source: '1f98c8bcca4a8b' },
    'scenarios.scenario_2.options.option_1.text': {
      text: 'دامنه کار را به ویژگی‌هایی که برای کاربران مهم‌ترند محدود می‌کنم.',
      source: '07e96df1f57c77',
    },
    'scenarios.scenario_2.options.option_2.text': {
      text: 'جویای حال تیم می‌شوم و بار کاری را دوباره تقسیم می‌کنم.',
      source: '086311204fbed5',
    },
    'scenarios.scenario_2.options.option_3.text': {
      text: 'کارهای باقی‌مانده را دوباره برنامه‌ریزی می‌کنم و گلوگاه را برطرف می‌کنم.',
      source: '1676c3899ba46e',
    },
    'scenarios.scenario_3.text': {
      text: 'دو همکار درباره شیوه انجام کاری اختلاف نظر دارند. چه می‌کنید؟',
      source: '1c38b1ce60ae98',
    },
    'scenarios.scenario_3.options.option_1.text': {
      text: 'پیشنهاد می‌کنم روی معیارها و روش تصمیم‌گیری توافق کنند.',
      source: '102f2f0769dfc9',
    },
    'scenarios.scenario_3.options.option_2.text': {
      text: 'می‌پرسم کدام رویکرد نتیجه بهتری می‌دهد و آن را آزمایش می‌کنم.',
      source: '15730380078ea3',
    },
    'scenarios.scenario_3.options.option_3.text': {
      text: 'با هر کدام جداگانه صحبت می‌کنم تا نگرانی‌هایشان را بفهمم.',
      source: '05eb79046b6b94',
    },
    'scenarios.scenario_4.text': {
      text: 'در پایان هفته چه چیزی بیشترین رضایت را به شما می‌دهد؟',
      source: '105635f4452bad',
    },
    'scenarios.scenario_4.options.option_1.text': {
      text: 'اینکه به همکاری برای موفق شدن کمک کرده‌ام.',
      source: '18a448df168c17',
    },
    'scenarios.scenario_4.options.option_2.text': {
      text: 'دیدن اینکه چیزی که ساخته‌ام استفاده می‌شود.',
      source: '06dd5c28e1dd6e',
    },
    'scenarios.scenario_4.options.option_3.text': {
      text: 'اینکه یک کار تکراری را روان‌تر کرده‌ام.',
      source: '14c25f3b230485',
    },
    'scenarios.scenario_5.text': {
      text: 'درخواست مبهمی از مدیرتان دریافت می‌کنید. نخستین گام شما چیست؟',
      source: '1f6a3b5b753562',
    },
    'scenarios.scenario_5.options.option_1.text': {
      text: 'مراحل، مسئولان و مهلت را می‌نویسم و سپس تأیید می‌گیرم.',
      source: '0a111ff3e53b8e',
    },
    'scenarios.scenario_5.options.option_2.text': {
      text: 'می‌پرسم برای چه کسی است و چه انتظاری دارند.',
      source: '1d34f94c990a03',
    },
    'scenarios.scenario_5.options.option_3.text': {
      text: 'سریع یک نسخه اولیه آماده می‌کنم تا درباره‌اش نظر بدهند.',
      source: '14d5aac6f8ae0a',
    },
    'scenarios.scenario_6.text': {
      text: 'ابزار تازه‌ای به تیم شما معرفی می‌شود. چه چیزی برایتان مهم‌تر است؟',
      source: '1ffe1c701771e4',
    },
    'scenarios.scenario_6.options.option_1.text': {
      text: 'اینکه به ما کمک کند کار بهتری تحویل دهیم.',
      source: '093bad0a0c3b68',
    },
    'scenarios.scenario_6.options.option_2.text': {
      text: 'اینکه با شیوه کار ما جور باشد و مرحله‌به‌مرحله اجرا شود.',
      source: '0148dd78866574',
    },
    'scenarios.scenario_6.options.option_3.text': {
      text: 'اینکه همه با آن راحت باشند و برای استفاده از آن آموزش دیده باشند.',
      source: '08abf09072e383',
    },
    'scenarios.scenario_7.text': {
      text: 'مشتری از چیزی که تیم شما تحویل داده شکایت دارد. اول چه می‌کنید؟',
      source: '09737f1b9023d1',
    },
    'scenarios.scenario_7.options.option_1.text': {
      text: 'با مشتری تماس می‌گیرم تا حرفش را بشنوم و به او اطمینان بدهم.',
      source: '0b9434cd85a375',
    },
    'scenarios.scenario_7.options.option_2.text': {
      text: 'پیدا می‌کنم مشکل در کدام بخش فرایند ما از دست رفته است.',
      source: '1edfd2b775db66',
    },
    'scenarios.scenario_7.options.option_3.text': {
      text: 'مشکل را بازتولید و برطرف می‌کنم.',
      source: '045b5ac0a1aece',
    },
    'scenarios.scenario_8.text': {
      text: 'در جلسه برنامه‌ریزی معمولاً چه پرسشی مطرح می‌کنید؟',
      source: '079920d7ae5c86',
    },
    'scenarios.scenario_8.options.option_1.text': {
      text: 'کاربران چه چیزی به دست می‌آورند که امروز ندارند؟',
      source: '08cd531efc0b98',
    },
    'scenarios.scenario_8.options.option_2.text': {
      text: 'چه کسانی باید درگیر شوند، و آیا فرصتش را دارند؟',
      source: '102906789fc043',
    },
    'scenarios.scenario_8.options.option_3.text': {
      text: 'نقاط عطف کدام‌اند و چگونه آن‌ها را پیگیری می‌کنیم؟',
      source: '0c065a4484c27c',
    },
    'scenarios.scenario_9.text': {
      text: 'یک بعدازظهر آزاد دارید تا چیزی را در کار بهتر کنید. چه چیزی را انتخاب می‌کنید؟',
      source: '0781800f4805fe',
    },
    'scenarios.scenario_9.options.option_1.text': {
      text: 'مستند کردن فرایندی که فقط در ذهن یک نفر است.',
      source: '0e9725fb0cbd37',
    },
    'scenarios.scenario_9.options.option_2.text': {
      text: 'بهبود ویژگی‌ای که کاربران آن را دست‌وپاگیر می‌دانند.',
      source: '00a3ae74adc238',
    },
    'scenarios.scenario_9.options.option_3.text': {
      text: 'وقت گذاشتن برای کمک به همکار تازه‌وارد تا زودتر جا بیفتد.',
      source: '1eb1ca7ef7f61b',
    },
  },
} satisfies SectionLocaleFile;
