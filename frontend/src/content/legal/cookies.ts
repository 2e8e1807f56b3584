import { CONTACT_EMAIL, POLICIES_LAST_UPDATED, PRIVACY_EMAIL, SITE_NAME } from '@blockwise/shared'

import type { LegalDocumentContent } from '@/components/legal/LegalDocument'

import { browserStorageTable } from './browserStorage'

export const cookiePolicy: LegalDocumentContent = {
  title: 'Cookie Policy',
  description: `Which cookies and similar technologies ${SITE_NAME} uses, how long they last and how to accept, customise or refuse them.`,
  lastUpdated: POLICIES_LAST_UPDATED,
  intro: [
    `This Cookie Policy explains which cookies and similar technologies ${SITE_NAME} uses, why we use them, how long they last and how you can control them. Essential cookies are always on because the Site needs them; every other category stays off until you say yes.`,
    [
      'It complements our ',
      { href: '/privacy-policy', label: 'Privacy Policy' },
      ', which explains how we handle personal data in general.',
    ],
  ],
  sections: [
    {
      id: 'what-cookies-are',
      heading: 'What Cookies Are',
      blocks: [
        {
          type: 'p',
          text: 'Cookies are small text files that a website stores in your browser when you visit it. The next time your browser requests a page from the same website, it sends the cookie back, so the website can recognise your browser and remember information such as your settings.',
        },
        { type: 'p', text: 'Cookies differ in who sets them and how long they last:' },
        {
          type: 'ul',
          items: [
            [
              { strong: 'First-party cookies' },
              ` are set by the website you are visiting — here, by ${SITE_NAME}.`,
            ],
            [
              { strong: 'Third-party cookies' },
              ' are set by another organisation whose content appears on the page, such as an advertisement.',
            ],
            [
              { strong: 'Session cookies' },
              ' are deleted when you close your browser; ',
              { strong: 'persistent cookies' },
              ' stay until they expire or you delete them.',
            ],
          ],
        },
        {
          type: 'p',
          text: 'Websites can also store information with similar technologies, such as your browser’s local storage. In this policy, “cookies” includes those technologies, and the same rules and choices apply to them.',
        },
      ],
    },
    {
      id: 'why-we-use-cookies',
      heading: 'Why We Use Cookies',
      blocks: [
        { type: 'p', text: 'We use cookies to:' },
        {
          type: 'ul',
          items: [
            'make the Site work and keep it secure, for example by remembering the cookie choices you made;',
            'remember things you asked for, such as closing the ad banner, the tokens on your watchlist, your simulated portfolio and time machine, and your progress through the learning paths;',
            'remember your preferences, such as your learning preferences and interests, if you allow preference cookies;',
            'let the advertising in our ad banner be shown and measured, if you allow marketing cookies.',
          ],
        },
        {
          type: 'p',
          text: 'We do not use cookies to collect your name, email address or password, and we do not sell information collected through cookies.',
        },
        {
          type: 'p',
          text: [
            { strong: 'We use no cookies to measure our audience.' },
            ' We count page views, articles read to their end, how far readers scroll, searches on the Site and clicks on our newsletter’s links ourselves, on our own servers, without setting or reading anything in your browser. Our server keeps a visitor code that changes every day instead of an identifier, and no IP address. If your browser sends the Global Privacy Control or Do Not Track signal, we count your page views without even that code. Our ',
            { href: '/privacy-policy#information-we-collect', label: 'Privacy Policy' },
            ' explains exactly what is kept and for how long.',
          ],
        },
        {
          type: 'p',
          text: [
            { strong: 'Our newsletter.' },
            ' Its links lead through our server, which counts the click and sends you on; no cookie is involved. Counting opens is off unless we switch it on: issues sent while it is on carry a tiny invisible image whose loading counts one open of that issue, with nothing about you or your email address. Turn off image loading in your email app to avoid it.',
          ],
        },
      ],
    },
    {
      id: 'types-of-cookies-we-use',
      heading: 'Types of Cookies We Use',
      blocks: [
        {
          type: 'p',
          text: 'We group cookies into four categories. Only essential cookies are set without your consent.',
        },
        {
          type: 'table',
          caption: 'Cookie categories at a glance',
          head: ['Category', 'What they do', 'How long they last', 'Your consent'],
          rows: [
            [
              'Essential',
              'Remember your cookie choices and that you closed the ad banner, keep your watchlist, simulator portfolio, time machine and learning progress, protect the Site',
              'Until you change your choice or clear your browser data',
              'Not needed — always on',
            ],
            [
              'Preferences',
              'Remember your learning preferences and interests',
              'Up to 1 year',
              'Required',
            ],
            [
              'Analytics',
              'None in use: our audience measurement works without cookies',
              '—',
              'Would be required',
            ],
            [
              'Marketing',
              'Let the ad provider show and measure the advertisement in the ad banner',
              'Typically 30 days to 1 year',
              'Required',
            ],
          ],
        },
        {
          type: 'p',
          text: [
            { strong: 'Essential cookies.' },
            ' These are strictly necessary to provide the Site and the features you ask for, so the law allows us to use them without consent and they cannot be switched off in our banner. They include the record of your consent choice itself (so we do not ask you again on every page), a note that you dismissed the ad banner (so it stays hidden on later visits), the tokens on your crypto watchlist, your virtual portfolio and time machine in the portfolio simulator, and the lessons you marked as done in the learning paths, all kept in your browser’s local storage. The table below lists each of them by name.',
          ],
        },
        {
          type: 'p',
          text: 'Every cookie and local storage entry the Site itself sets is essential and listed here by name. None of them identifies you; local storage never leaves your browser, and the two cookies go back only where the table says.',
        },
        browserStorageTable,
        {
          type: 'p',
          text: [
            { strong: 'Preference cookies.' },
            ' These remember choices that make the Site more useful to you, such as your learning preferences and the topics you are interested in. They last up to 1 year. Without them the Site works, but it will not remember these choices.',
          ],
        },
        {
          type: 'p',
          text: [
            { strong: 'Analytics cookies.' },
            ' We do not set any. Our own audience measurement, described above, stores nothing in your browser and reads nothing from it, so accepting or refusing the Analytics category changes nothing today. The banner keeps the category so that we would have to ask you first before ever adding analytics cookies.',
          ],
        },
        {
          type: 'p',
          text: [
            { strong: 'Marketing cookies.' },
            ' These are set by the provider of the advertisement in our ad banner to show ads, measure how they perform and limit how often you see the same one. They typically last from 30 days to 1 year, depending on the provider.',
          ],
        },
      ],
    },
    {
      id: 'third-party-cookies',
      heading: 'Third-Party Cookies',
      blocks: [
        {
          type: 'p',
          text: 'The ad banner at the bottom of the page shows an advertisement supplied by a third party. It is loaded in a sandboxed frame: a separate, isolated window inside the page that cannot read our pages, our cookies or what you type on the Site.',
        },
        {
          type: 'p',
          text: [
            'The ad provider may set its own cookies ',
            { strong: 'only if you consent to marketing cookies' },
            '. Cookies set by the ad provider are controlled by that provider, and its own privacy and cookie policies apply to them.',
          ],
        },
        {
          type: 'p',
          text: 'Our share buttons do not load code from social networks. They simply open the network’s own share page in a new window when you click them; from then on, that network’s cookies and policies apply on its site.',
        },
        {
          type: 'p',
          text: 'Advertisements are not recommendations. Our Terms of Service explain that nothing on the Site, including ads, is financial advice.',
        },
      ],
    },
    {
      id: 'managing-your-preferences',
      heading: 'Managing Your Preferences',
      blocks: [
        {
          type: 'p',
          text: 'When you first visit the Site, our consent banner asks how you want us to use cookies. You have three choices:',
        },
        {
          type: 'ul',
          items: [
            [
              { strong: 'Accept all' },
              ' — allow essential, preference, analytics and marketing cookies.',
            ],
            [
              { strong: 'Customise' },
              ' — switch preference, analytics and marketing cookies on or off one category at a time. Essential cookies are always on.',
            ],
            [
              { strong: 'Essential only' },
              ' — allow only the cookies the Site needs to work. Nothing else is set.',
            ],
          ],
        },
        {
          type: 'p',
          text: 'Until you make a choice, only essential cookies are used. Refusing is as easy as accepting, and you can change your mind at any time: open the banner again with the button below and pick different options. When you withdraw consent for a category, we stop using those cookies from then on.',
        },
        { type: 'manage-cookie-preferences' },
        {
          type: 'p',
          text: [
            { strong: 'Browser settings.' },
            ' You can also block or delete cookies in your browser, usually under Settings, in the Privacy (or Privacy and security) section. Most browsers let you block third-party cookies, delete cookies for one site or for all sites, and clear local storage. Each browser’s help pages explain the exact steps.',
          ],
        },
        {
          type: 'p',
          text: 'If you block essential cookies or clear your browser data, parts of the Site may not work as expected: your watchlist, simulated portfolio, time machine and learning progress will be emptied, the ad banner will reappear and we will ask for your cookie choices again.',
        },
      ],
    },
    {
      id: 'security',
      heading: 'Security',
      blocks: [
        { type: 'p', text: 'We design our use of cookies to protect you:' },
        {
          type: 'ul',
          items: [
            'our cookies never contain your password, payment details or other sensitive information;',
            'the Site is served only over encrypted HTTPS connections, so cookies are not sent in plain text;',
            'third-party content such as the ad banner runs in a sandboxed frame, isolated from our pages and our cookies;',
            'we keep cookies only for as long as their purpose requires, within the durations set out in this policy.',
          ],
        },
        {
          type: 'p',
          text: 'Information stored in your browser is only as safe as the device it is on. If you share a computer, consider using a private browsing window or clearing your browser data after your visit.',
        },
      ],
    },
    {
      id: 'updates-to-this-policy',
      heading: 'Updates to This Policy',
      blocks: [
        {
          type: 'p',
          text: 'We may update this Cookie Policy when we change the cookies we use, when our providers change theirs, or when the law changes. The “Last updated” date at the top of this page shows when it last changed.',
        },
        {
          type: 'p',
          text: 'If we add a new category of cookies, or use cookies for a new purpose that needs your consent, we will ask for your consent again through the banner before we use them.',
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      blocks: [
        {
          type: 'p',
          text: 'If you have a question about this policy or our use of cookies, please write to us:',
        },
        {
          type: 'ul',
          items: [
            [
              'Cookies and personal data: ',
              { href: `mailto:${PRIVACY_EMAIL}`, label: PRIVACY_EMAIL },
            ],
            ['Everything else: ', { href: `mailto:${CONTACT_EMAIL}`, label: CONTACT_EMAIL }],
          ],
        },
        {
          type: 'p',
          text: 'We answer privacy inquiries within 30 days.',
        },
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your Rights',
      blocks: [
        {
          type: 'p',
          text: 'You decide which non-essential cookies we use. You can give, refuse or withdraw your consent at any time with the “Manage cookie preferences” button above, and withdrawing consent is as easy as giving it.',
        },
        {
          type: 'p',
          text: [
            'Where information collected through cookies is personal data, you also have all your rights under the GDPR: access, rectification, erasure, restriction, portability and objection. Our ',
            { href: '/privacy-policy#your-rights', label: 'Privacy Policy' },
            ' explains these rights and how to use them.',
          ],
        },
        {
          type: 'p',
          text: 'If you are unhappy with how we use cookies, please tell us first so we can put it right. You also have the right to complain to a data protection supervisory authority — in Ireland, the Data Protection Commission — or to the authority in the EU country where you live or work.',
        },
      ],
    },
  ],
}
