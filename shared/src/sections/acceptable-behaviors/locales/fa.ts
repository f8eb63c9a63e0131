import type { SectionLocaleFile } from '../../locale-file';

// acceptable_behaviors in fa: written with scripts/content/stamp-locale.ts (docs/content.md "Respondent languages").
export default {
  state: 'translated',
  texts: {
    title: { text: 'رفتارهای پذیرفتنی', source: '0cdf5a0121c54f' },
    instructions: {
      text: 'برای هر موقعیت، انتخاب کنید که در محیط کاری که توصیف می‌کنید با آن چگونه برخورد می‌شود.',
      source: '013e39bf4830a1',
    },
    'scale.0.label': { text: 'پذیرفتنی', source: '066514f39ebba4' },
    'scale.1.label': { text: 'ناپسند', source: '0df4abb48b3ffe' },
    'scale.2.label': { text: 'به‌طور جدی از آن منع می‌شود', source: '1df7be03ee27fe' },
    'scale.3.label': { text: 'توبیخ می‌شود', source: '16bd16b4abe286' },
    'scale.4.label': { text: 'بدون هیچ اغماضی', source: '050830ff71a0f5' },
    'scenarios.scenario_1.text': {
      text: 'کارمندی به‌طور مرتب 15 دقیقه دیر می‌آید، اما برای جبران بیشتر می‌ماند.',
      source: '15edbd6fdc3064',
    },
    'scenarios.scenario_2.text': {
      text: 'کسی لوازم اداری مانند خودکار و دفترچه را برای استفاده شخصی به خانه می‌برد.',
      source: '11f06822a8ddaf',
    },
    'scenarios.scenario_3.text': {
      text: 'یکی از اعضای تیم جزئیات یک تغییر ساختار پیش‌رو را پیش از اعلام آن به همکاری می‌گوید.',
      source: '0fefdc53cdba50',
    },
    'scenarios.scenario_4.text': {
      text: 'کارمندی در جریان مذاکره قرارداد هدیه‌ای گران‌قیمت از یک تأمین‌کننده می‌پذیرد.',
      source: '0b035b43235684',
    },
    'scenarios.scenario_5.text': {
      text: 'مدیری در جلسه جلوی کل تیم از کار یکی از اعضا انتقاد می‌کند.',
      source: '109ef76805db85',
    },
    'scenarios.scenario_6.text': {
      text: 'کسی ایده یک همکار را در جلسه ارائه می‌دهد بی‌آنکه بگوید از کجا آمده است.',
      source: '0e10dcdcac1400',
    },
    'scenarios.scenario_7.text': {
      text: 'کارمندی در ساعات کاری روزانه حدود یک ساعت در شبکه‌های اجتماعی شخصی می‌گذراند.',
      source: '0593581cc6e2f0',
    },
    'scenarios.scenario_8.text': {
      text: 'یکی از اعضای تیم ساعت‌های برگه کارکرد را به نزدیک‌ترین نیم‌روز بالا گرد می‌کند.',
      source: '0a25e18024b6c5',
    },
    'scenarios.scenario_9.text': {
      text: 'کارمندی درباره لهجه یک همکار شوخی‌هایی می‌کند که برخی آن‌ها را توهین‌آمیز می‌دانند.',
      source: '1aa6ea7b7a22c9',
    },
    'scenarios.scenario_10.text': {
      text: 'کسی برای رسیدن به یک مهلت فشرده، یک بازرسی الزامی ایمنی یا کیفیت را انجام نمی‌دهد.',
      source: '0a3c4820bf64d3',
    },
    'scenarios.scenario_11.text': {
      text: 'کارمندی برای فرستادن اطلاعات مشتری به همکارش از یک پیام‌رسان شخصی استفاده می‌کند.',
      source: '1e9a1ea647c2b9',
    },
    'scenarios.scenario_12.text': {
      text: 'یکی از اعضای تیم شب‌ها بدون اطلاع کسی روی یک پروژه جانبی با دستمزد برای شرکتی دیگر کار می‌کند.',
      source: '180f5e3157bbcc',
    },
    'scenarios.scenario_13.text': {
      text: 'کسی آشکارا پیش تیم‌های دیگر از مدیرش گله می‌کند.',
      source: '1c47a26f63a8bb',
    },
    'scenarios.scenario_14.text': {
      text: 'کارمندی به پیام‌های کاری که پس از ساعت کاری یا در تعطیلات آخر هفته فرستاده می‌شوند پاسخ نمی‌دهد.',
      source: '0cfd56f282570f',
    },
    'scenarios.scenario_15.text': {
      text: 'مدیری بدون فرایند گزینش رقابتی، دوست نزدیکش را برای یک جایگاه خالی استخدام می‌کند.',
      source: '04a409b603b242',
    },
  },
} satisfies SectionLocaleFile;
