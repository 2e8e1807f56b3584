import {
  CONTACT_EMAIL,
  MINIMUM_AGE,
  POLICIES_LAST_UPDATED,
  PRIVACY_EMAIL,
  SITE_NAME,
} from '@blockwise/shared'

import type { LegalDocumentContent } from '@/components/legal/LegalDocument'

export const privacyPolicy: LegalDocumentContent = {
  title: 'Privacy Policy',
  description: `What personal data ${SITE_NAME} collects, why, on which legal basis, how long we keep it and how to use your rights under the GDPR.`,
  lastUpdated: POLICIES_LAST_UPDATED,
  intro: [
    `This Privacy Policy explains how ${SITE_NAME} collects, uses, shares and protects personal data when you read our articles, subscribe to our newsletter, use our free education tools or contact us. It also explains the rights you have and how to use them.`,
    [
      'We collect as little as we need, we never sell your personal data, and you can reach us about anything in this policy at ',
      { href: `mailto:${PRIVACY_EMAIL}`, label: PRIVACY_EMAIL },
      '.',
    ],
  ],
  sections: [
    {
      id: 'definitions',
      heading: 'Definitions',
      blocks: [
        { type: 'p', text: 'In this Privacy Policy:' },
        {
          type: 'ul',
          items: [
            [
              { strong: '“Personal data”' },
              ' means any information about an identified or identifiable living person, such as a name, an email address or an IP address.',
            ],
            [
              { strong: '“Processing”' },
              ' means anything done with personal data, including collecting, storing, using, sharing and deleting it.',
            ],
            [
              { strong: '“Controller”' },
              ` means the organisation that decides why and how personal data is processed. ${SITE_NAME} is the controller of the personal data described in this policy.`,
            ],
            [
              { strong: '“Processor”' },
              ' means a service provider that processes personal data on our behalf and only on our instructions, such as our hosting or email delivery provider.',
            ],
            [
              { strong: '“GDPR”' },
              ' means the EU General Data Protection Regulation (Regulation (EU) 2016/679) and the national laws that supplement it.',
            ],
            [
              { strong: '“Site”' },
              ` means the ${SITE_NAME} website, including its free education tools and the weekly newsletter.`,
            ],
            [
              { strong: '“Cookies”' },
              ' means small files and similar technologies, such as your browser’s local storage, that store or read information on your device.',
            ],
            [
              { strong: '“we”, “us” and “our”' },
              ` mean ${SITE_NAME}; `,
              { strong: '“you” and “your”' },
              ' mean the person whose personal data we process.',
            ],
          ],
        },
      ],
    },
    {
      id: 'purpose-and-scope',
      heading: 'Purpose and Scope',
      blocks: [
        {
          type: 'p',
          text: 'The purpose of this policy is to tell you, openly and in plain language, what happens to your personal data when you deal with us, as the GDPR requires.',
        },
        {
          type: 'p',
          text: 'It applies to personal data we process when you:',
        },
        {
          type: 'ul',
          items: [
            'visit and read the Site;',
            'use the DeFi yield calculator, the crypto watchlist or the portfolio simulator;',
            'subscribe to, read or unsubscribe from our weekly newsletter;',
            'create or use an account with us;',
            'contact us for support or with a question.',
          ],
        },
        {
          type: 'p',
          text: 'It does not apply to websites and services run by others, even when we link to them or show their advertisements. Their own privacy policies apply to them.',
        },
      ],
    },
    {
      id: 'information-we-collect',
      heading: 'Information We Collect',
      blocks: [
        {
          type: 'p',
          text: 'You can read the Site, clap for articles, share them and use the tools without giving us your name or email address. We collect the following personal data only when it applies to you:',
        },
        {
          type: 'ul',
          items: [
            [
              { strong: 'Account data' },
              ' — your email address, username and password, if you create an account. We store passwords only in a securely hashed form, never in plain text.',
            ],
            [
              { strong: 'Newsletter subscription' },
              ' — your email address and the name you give us when you subscribe.',
            ],
            [
              { strong: 'Support contact' },
              ' — your name, your email address and what you tell us when you write to us.',
            ],
            [
              { strong: 'Preferences' },
              ' — your learning preferences and the topics you are interested in, if you choose to tell us or set them on the Site.',
            ],
            [
              { strong: 'Usage data' },
              ' — the pages you visit, whether you read an article to its end and how far down you scrolled, what you search for on the Site, which links in our newsletter you click, and your learning progress. We count the first four ourselves, without cookies and without storing your IP address: see “Audience measurement” under “Information We Collect”.',
            ],
            [
              { strong: 'Device data' },
              ' — your browser, device type, operating system and IP address, which your browser sends with every request. For audience measurement we keep only whether your device is a mobile, a tablet or a desktop, and a visitor code that changes every day; we do not store your IP address or your browser’s full description with it.',
            ],
          ],
        },
        {
          type: 'p',
          text: [
            'The education tools and the learning paths run in your browser, and what they remember stays there, in your browser’s local storage: your simulated portfolio and trades, the time machine’s starting day, the day you reached and its trades, and the lessons you marked as done. None of it is sent to us. Your watchlist is kept there too; when you add a token or refresh prices, only the token identifiers are sent to our server, which fetches the prices from a market-data provider on your behalf. Our ',
            { href: '/cookie-policy#types-of-cookies-we-use', label: 'Cookie Policy' },
            ' lists everything the Site keeps in your browser.',
          ],
        },
        {
          type: 'p',
          text: 'We do not ask for, and you should never send us, seed phrases, private keys, wallet addresses linked to your identity, payment card details or other special categories of personal data.',
        },
        {
          type: 'p',
          text: [
            { strong: 'Audience measurement.' },
            ' We measure our audience ourselves, on our own servers. We use no analytics provider and no third-party script, and we set no cookie and store nothing in your browser for it. When you view a page, the page tells our server what happened, and our server keeps only the following:',
          ],
        },
        {
          type: 'ul',
          items: [
            'the page you viewed, without the rest of its address, and the time;',
            'for an article, whether you read it to its end and how far down you scrolled (in quarters);',
            'the website you came from, only its domain name (for example google.com), and the campaign labels of the link you followed (utm_source, utm_medium and utm_campaign), nothing else of either address;',
            'whether your device is a mobile, a tablet or a desktop;',
            'the country your IP address belongs to, looked up in a public list of which networks are in which country, on our own server (your IP address is not stored with it, and nothing finer than the country is looked up);',
            'for a search on the Site, its words in lower case and how many results it found; a search that looks like it contains an email address or a phone or card number is counted without its words;',
            'a daily visitor code, described below.',
          ],
        },
        {
          type: 'p',
          text: [
            { strong: 'The daily visitor code.' },
            ' To count how many different people visit each day without knowing who they are, our server computes a code from a random value that changes every day, the Site’s name, your IP address and your browser’s description. Your IP address and your browser’s description are used only for that computation and are not stored. The random value is kept only in our servers’ working memory and cache, never in our database, and deleted shortly after the day ends. You therefore have the same code all day and an unrelated one the next day, and once the day’s random value is deleted nobody, including us, can work out from a code which address or browser it came from, or link your visits on different days.',
          ],
        },
        {
          type: 'p',
          text: [
            { strong: 'Global Privacy Control and Do Not Track.' },
            ' If your browser sends either signal, we still count the page view, but without a visitor code and without a country. Known automated visitors (search engine crawlers, monitors and similar bots) are not counted at all.',
          ],
        },
        {
          type: 'p',
          text: [
            { strong: 'Newsletter clicks and opens.' },
            ' The links in our newsletter lead through our server, which counts a click on that link of that issue, with the same daily visitor code, before sending you on; nothing in the link or in what we keep identifies you or your email address. We also count, per issue, how many readers unsubscribe. Counting opens is off unless we switch it on: issues sent while it is on carry a tiny invisible image, and each time it is loaded we count one open of that issue, with nothing about you or your email address. If your email app does not load images, no open is counted.',
          ],
        },
        {
          type: 'p',
          text: 'We keep these events for 90 days and then delete them, a whole day at a time. What we keep after that is only totals per day, such as the number of views of an article on a given day, with no visitor code in them. Our legal basis is our legitimate interest in knowing, in aggregate, what our readers find useful. You can object at any time: turn on Global Privacy Control in your browser, or write to us.',
        },
      ],
    },
    {
      id: 'how-we-use-information',
      heading: 'How We Use Information and Legal Bases',
      blocks: [
        {
          type: 'p',
          text: 'The GDPR only allows us to process personal data when we have a legal basis for it. We rely on four legal bases:',
        },
        {
          type: 'ul',
          items: [
            [
              { strong: 'Consent' },
              ' — you have clearly agreed to a specific use. Examples: sending you the weekly newsletter after you subscribe; setting preference and marketing cookies after you accept them in the cookie banner; remembering learning preferences you choose to share. You can withdraw consent at any time, and doing so does not affect processing that took place before.',
            ],
            [
              { strong: 'Legitimate interest' },
              ' — the processing is necessary for a genuine interest of ours or of our readers, and it does not override your rights. Examples: using device data and server logs to keep the Site secure and to stop abuse such as automated clapping or spam subscriptions; measuring our audience in aggregate, without cookies, to learn which topics help readers most (see “Audience measurement” under “Information We Collect”); answering a question you send us. You can object to this processing at any time (see “Your Rights Under GDPR”).',
            ],
            [
              { strong: 'Contract' },
              ' — the processing is necessary to provide a service you asked for under our Terms of Service. Examples: creating and maintaining your account, letting you sign in with your email or username and password, and saving your learning progress to your account.',
            ],
            [
              { strong: 'Legal compliance' },
              ' — the processing is necessary to meet a legal obligation. Examples: keeping records of consent and of privacy requests, responding to lawful requests from courts or authorities, and notifying a personal data breach when the law requires it.',
            ],
          ],
        },
        {
          type: 'p',
          text: 'We use personal data only for the purpose for which we collected it, or for a compatible purpose. We do not use it to make decisions about you that have legal or similarly significant effects based solely on automated processing, and we do not build advertising profiles about you.',
        },
      ],
    },
    {
      id: 'newsletter',
      heading: 'Newsletter',
      blocks: [
        {
          type: 'p',
          text: 'If you subscribe, we send you our weekly educational newsletter: a short selection of learn articles, explainers and news from the week. We use the name and email address you give us only to send the newsletter and, occasionally, to tell you about important changes to the Site or this policy.',
        },
        {
          type: 'p',
          text: [
            { strong: 'You can unsubscribe at any time' },
            ' with the unsubscribe link at the bottom of every email, or by writing to us. Once you unsubscribe we stop sending the newsletter and delete your subscription data, as described in “Data Retention”.',
          ],
        },
        {
          type: 'p',
          text: 'Like the rest of the Site, the newsletter is for education only and never contains personal investment advice.',
        },
      ],
    },
    {
      id: 'sharing-of-information',
      heading: 'Sharing of Information',
      blocks: [
        {
          type: 'p',
          text: [
            { strong: 'We do not sell your personal data' },
            ', and we do not rent it or trade it to anyone for their own marketing.',
          ],
        },
        {
          type: 'p',
          text: 'We share personal data only where necessary, with:',
        },
        {
          type: 'ul',
          items: [
            [
              { strong: 'Processors' },
              ' that help us run the Site, such as our hosting and database provider and our email delivery provider for the newsletter and support replies. We measure our audience ourselves, so no analytics provider receives information about your visits. Processors act on our instructions under a written data processing agreement and may not use your data for their own purposes.',
            ],
            [
              { strong: 'Authorities and courts' },
              ', when we are legally obliged to disclose information, or when disclosure is necessary to establish, exercise or defend legal claims or to protect the safety of our readers.',
            ],
            [
              { strong: 'A successor organisation' },
              ', if the Site is sold or merged. We would tell you beforehand, and this policy would continue to protect your data.',
            ],
          ],
        },
        {
          type: 'p',
          text: 'The advertisement in our ad banner is shown in a sandboxed frame supplied by a third party. That third party may set its own cookies only if you consent to marketing cookies. See our Cookie Policy for details.',
        },
      ],
    },
    {
      id: 'security',
      heading: 'Security',
      blocks: [
        {
          type: 'p',
          text: 'We use technical and organisational measures that are appropriate to the risk to protect personal data against loss, misuse and unauthorised access, including:',
        },
        {
          type: 'ul',
          items: [
            'encryption of all traffic between your browser and the Site (HTTPS);',
            'passwords stored only as salted hashes;',
            'access to personal data limited to the people who need it for their work;',
            'keeping our software up to date and regularly backing up our data;',
            'collecting as little personal data as possible, and anonymising or deleting it when it is no longer needed.',
          ],
        },
        {
          type: 'p',
          text: 'No system is perfectly secure. If a personal data breach happens that is likely to put your rights at risk, we will notify the supervisory authority within 72 hours of becoming aware of it, and we will tell you without undue delay where the risk to you is high.',
        },
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your Rights Under GDPR',
      blocks: [
        { type: 'p', text: 'Under the GDPR you have the right to:' },
        {
          type: 'ul',
          items: [
            [
              { strong: 'Access' },
              ' — ask whether we process your personal data and get a copy of it.',
            ],
            [
              { strong: 'Rectification' },
              ' — have inaccurate personal data corrected and incomplete data completed.',
            ],
            [
              { strong: 'Erasure' },
              ' — have your personal data deleted, for example when we no longer need it or you withdraw your consent.',
            ],
            [
              { strong: 'Restriction' },
              ' — ask us to limit how we use your data, for example while we check a complaint about its accuracy.',
            ],
            [
              { strong: 'Portability' },
              ' — receive the data you gave us in a structured, commonly used, machine-readable format, or have it sent to another organisation.',
            ],
            [
              { strong: 'Objection' },
              ' — object to processing based on our legitimate interests; we will stop unless we have compelling legitimate grounds.',
            ],
            [
              { strong: 'Withdraw consent' },
              ' — at any time, as easily as you gave it, for example by unsubscribing from the newsletter or changing your cookie preferences.',
            ],
            [
              { strong: 'Complain to a supervisory authority' },
              ' — in particular in the EU country where you live, work or where you think an infringement happened. In Ireland this is the Data Protection Commission.',
            ],
          ],
        },
        {
          type: 'p',
          text: [
            'To use any of these rights, email ',
            { href: `mailto:${PRIVACY_EMAIL}`, label: PRIVACY_EMAIL },
            '. Using your rights is free. We may ask you to confirm your identity before acting on a request, to make sure we do not disclose your data to someone else. We would welcome the chance to address your concerns before you contact a supervisory authority.',
          ],
        },
      ],
    },
    {
      id: 'data-retention',
      heading: 'Data Retention',
      blocks: [
        {
          type: 'p',
          text: 'We keep personal data only for as long as we need it for the purpose we collected it for, and then delete or anonymise it:',
        },
        {
          type: 'table',
          caption: 'How long we keep personal data',
          head: ['Data', 'How long we keep it'],
          rows: [
            ['Account data', 'Until you delete your account, or after 3 years of inactivity'],
            ['Newsletter data', 'Until you unsubscribe'],
            [
              'Audience measurement events',
              '90 days; after that only daily totals, which contain no visitor code',
            ],
            ['The daily random value behind visitor codes', 'Deleted shortly after its day ends'],
            ['Support communications', '2 years after the conversation ends'],
          ],
        },
        {
          type: 'p',
          text: 'Anonymised data can no longer be linked to you, so it is no longer personal data and we may keep it for statistics.',
        },
        {
          type: 'p',
          text: 'We may keep specific data for longer if the law requires it or if we need it to establish, exercise or defend a legal claim, and only for as long as that need lasts.',
        },
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies',
      blocks: [
        {
          type: 'p',
          text: 'We use cookies and similar technologies to make the Site work, to remember your choices and, only with your consent, to show advertising. Essential cookies are always on; every other category is off until you accept it. We use no analytics cookies: our audience measurement works without them (see “Audience measurement” under “Information We Collect”).',
        },
        {
          type: 'ul',
          items: [
            [{ strong: 'Preference cookies' }, ' last up to 1 year.'],
            [{ strong: 'Marketing cookies' }, ' typically last from 30 days to 1 year.'],
          ],
        },
        {
          type: 'p',
          text: [
            'Our ',
            { href: '/cookie-policy', label: 'Cookie Policy' },
            ' describes each category in detail and explains how to change your choices at any time.',
          ],
        },
      ],
    },
    {
      id: 'international-transfers',
      heading: 'International Transfers',
      blocks: [
        {
          type: 'p',
          text: 'We aim to store and process personal data within the European Economic Area (EEA). Some of our processors, or their sub-processors, may access or store data outside the EEA.',
        },
        {
          type: 'p',
          text: 'When personal data is transferred outside the EEA, we make sure it stays protected: either the European Commission has decided that the destination country offers an adequate level of protection, or we use the standard contractual clauses approved by the European Commission, together with additional safeguards where needed.',
        },
        {
          type: 'p',
          text: 'You can ask us for more information about these safeguards, or for a copy of the relevant clauses, using the contact details below.',
        },
      ],
    },
    {
      id: 'children',
      heading: 'Children',
      blocks: [
        {
          type: 'p',
          text: [
            `${SITE_NAME} is intended only for people aged `,
            { strong: `${MINIMUM_AGE} and over` },
            '. The Site is not directed at children or teenagers, and we do not knowingly collect personal data from anyone under that age.',
          ],
        },
        {
          type: 'p',
          text: [
            `If you believe that someone under ${MINIMUM_AGE} has given us personal data, for example by subscribing to the newsletter, please contact us at `,
            { href: `mailto:${PRIVACY_EMAIL}`, label: PRIVACY_EMAIL },
            ' and we will delete it promptly.',
          ],
        },
      ],
    },
    {
      id: 'changes-to-this-policy',
      heading: 'Changes to This Policy',
      blocks: [
        {
          type: 'p',
          text: 'We may update this policy when we change the Site, how we process personal data or when the law changes. The “Last updated” date at the top of this page always shows when it last changed.',
        },
        {
          type: 'p',
          text: 'If we make a significant change, we will tell you clearly before it takes effect, for example with a notice on the Site or by email if you subscribe to the newsletter. If a change means we need your consent for something new, we will ask for it first.',
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      blocks: [
        {
          type: 'p',
          text: 'For any question about this policy or your personal data, or to use your rights, please write to us:',
        },
        {
          type: 'ul',
          items: [
            ['Privacy inquiries: ', { href: `mailto:${PRIVACY_EMAIL}`, label: PRIVACY_EMAIL }],
            ['Everything else: ', { href: `mailto:${CONTACT_EMAIL}`, label: CONTACT_EMAIL }],
          ],
        },
        {
          type: 'p',
          text: [
            'We answer privacy inquiries ',
            { strong: 'within 30 days' },
            '. If a request is particularly complex, we will tell you within those 30 days why we need more time and when you can expect our answer.',
          ],
        },
      ],
    },
  ],
}
