import {
  CONTACT_EMAIL,
  MINIMUM_AGE,
  POLICIES_LAST_UPDATED,
  PRIVACY_EMAIL,
  SITE_NAME,
} from '@blockwise/shared'

import type { LegalDocumentContent } from '@/components/legal/LegalDocument'

export const termsOfService: LegalDocumentContent = {
  title: 'Terms of Service',
  description: `The rules for using ${SITE_NAME}: educational content only, never financial advice, and for readers aged ${MINIMUM_AGE} and over.`,
  lastUpdated: POLICIES_LAST_UPDATED,
  intro: [
    `These Terms of Service explain the rules for reading ${SITE_NAME}, subscribing to our newsletter and using our free education tools. Please read them carefully: they include an important disclaimer about investment risk and limits on our liability.`,
    [
      'In short: everything we publish is for ',
      { strong: 'educational purposes only' },
      ' and is ',
      { strong: 'not financial advice' },
      `. Crypto assets are volatile and you may lose some or all of the money you invest. You must be ${MINIMUM_AGE} or older to use the site.`,
    ],
  ],
  sections: [
    {
      id: 'definitions',
      heading: 'Definitions',
      blocks: [
        { type: 'p', text: 'In these Terms, the following words have these meanings:' },
        {
          type: 'ul',
          items: [
            [
              { strong: `“${SITE_NAME}”, “we”, “us” and “our”` },
              ` mean the publisher and operator of the ${SITE_NAME} website.`,
            ],
            [
              { strong: '“Site”' },
              ` means the ${SITE_NAME} website and every page, feature and service available on it.`,
            ],
            [
              { strong: '“Content”' },
              ' means everything published on the Site, including news, opinion, analysis and learn articles, images, data, charts and the text of the newsletter.',
            ],
            [
              { strong: '“Tools”' },
              ' means the free education tools on the Site: the DeFi yield calculator, the crypto watchlist and the portfolio simulator.',
            ],
            [{ strong: '“Newsletter”' }, ' means our weekly educational email newsletter.'],
            [
              { strong: '“Third-Party Services”' },
              ' means websites, services, advertisements and data sources that are not operated by us, including those we link to or display.',
            ],
            [{ strong: '“you” and “your”' }, ' mean the person who accesses or uses the Site.'],
          ],
        },
        {
          type: 'p',
          text: 'Headings are for convenience only and do not affect the meaning of these Terms. Words such as “including” and “for example” introduce examples and do not limit the general words before them.',
        },
      ],
    },
    {
      id: 'acceptance',
      heading: 'Acceptance',
      blocks: [
        {
          type: 'p',
          text: `By accessing or using the Site you agree to be bound by these Terms. If you do not agree with them, please do not use the Site.`,
        },
        {
          type: 'p',
          text: [
            'You must be at least ',
            { strong: `${MINIMUM_AGE} years old` },
            ` to use the Site, subscribe to the Newsletter or use the Tools. By using the Site you confirm that you are ${MINIMUM_AGE} or older and that you have the legal capacity to accept these Terms. The Site is not directed at minors, and we ask anyone under ${MINIMUM_AGE} not to use it.`,
          ],
        },
        {
          type: 'p',
          text: [
            'These Terms apply together with our ',
            { href: '/privacy-policy', label: 'Privacy Policy' },
            ' and our ',
            { href: '/cookie-policy', label: 'Cookie Policy' },
            ', which explain how we handle personal data and cookies. Reading, clapping for articles, sharing and using the Tools do not require an account.',
          ],
        },
      ],
    },
    {
      id: 'educational-purpose',
      heading: 'Educational Purpose',
      blocks: [
        {
          type: 'note',
          text: [
            `All Content and Tools on ${SITE_NAME} are provided for `,
            { strong: 'educational purposes only' },
            ' and are ',
            { strong: 'not financial advice' },
            '. Nothing on the Site is investment, trading, tax or legal advice, and nothing on the Site is a recommendation or an offer to buy, sell or hold any crypto asset or other financial product.',
          ],
        },
        {
          type: 'p',
          text: `Our aim is to help you understand how crypto assets, blockchains and decentralised finance work, so that you can ask better questions and make your own informed decisions. We do not know your personal circumstances, goals or tolerance for risk, and we are not authorised or regulated to give personal investment advice. Reading the Site does not create an adviser–client, fiduciary or any other professional relationship between you and us.`,
        },
        {
          type: 'p',
          text: 'Our free Tools are educational simulations. They run in your browser, they never move real money or real crypto assets, and their results are illustrations, not forecasts:',
        },
        {
          type: 'ul',
          items: [
            [
              { strong: 'DeFi yield calculator' },
              ' — estimates the yield an amount might earn at a given annual percentage yield (APY) and compounding frequency. Protocol figures are sample values that change constantly in the real market, and the calculation ignores fees, gas costs, impermanent loss, smart-contract failures and the possibility that a protocol stops paying at all.',
            ],
            [
              { strong: 'Crypto watchlist' },
              ' — shows prices and 24-hour changes from a third-party market-data provider. Prices may be delayed, incomplete or wrong and must not be relied on for trading. Your list is kept in your own browser.',
            ],
            [
              { strong: 'Portfolio simulator' },
              ' — lets you practise buying and selling with virtual money (a starting balance of 10,000 virtual US dollars) at fixed sample prices. No real trades are placed, and simulated returns say nothing about how a real portfolio would perform.',
            ],
          ],
        },
        {
          type: 'p',
          text: 'Some of our articles and images are produced with the help of artificial-intelligence tools. We work to keep our Content accurate and up to date, but crypto markets and rules change quickly, and the Content may contain errors or omissions or become out of date. Always check important information against primary sources before you rely on it.',
        },
      ],
    },
    {
      id: 'user-responsibilities',
      heading: 'User Responsibilities',
      blocks: [
        { type: 'p', text: 'When you use the Site, you agree that you will:' },
        {
          type: 'ul',
          items: [
            `be at least ${MINIMUM_AGE} years old;`,
            'use the Site only for lawful purposes and in line with these Terms;',
            'give accurate information when you subscribe to the Newsletter, contact us or create an account, and keep any password you use with us confidential;',
            'comply with the laws that apply to you, including any rules in your country about buying, selling, holding or paying tax on crypto assets;',
            'take responsibility for your own financial decisions, including any decision you make after reading the Content or using the Tools.',
          ],
        },
        { type: 'p', text: 'You agree that you will not:' },
        {
          type: 'ul',
          items: [
            'attempt to gain unauthorised access to the Site, its servers, its administration area or any account that is not yours;',
            'interfere with the security or operation of the Site, for example by introducing malware, overloading it with requests or probing it for vulnerabilities without our written permission;',
            'use bots, scripts or other automated means to inflate claps, views or subscriptions, or to scrape the Content in bulk;',
            'copy, republish or sell the Content except as allowed in the “Intellectual Property” section;',
            `present the Content, or your own material, in a way that suggests ${SITE_NAME} endorses you, a product or an investment;`,
            'use the Site to harass, deceive or defraud anyone, including by promoting scams or “pump and dump” schemes.',
          ],
        },
      ],
    },
    {
      id: 'investment-risk-disclaimer',
      heading: 'Investment Risk Disclaimer',
      blocks: [
        {
          type: 'note',
          text: [
            'Crypto assets are highly volatile and speculative. Their prices can rise or fall sharply in a very short time, and ',
            { strong: 'you may lose some or all of your investment' },
            '. Never invest more than you can afford to lose.',
          ],
        },
        {
          type: 'p',
          text: 'Before you buy, sell, stake, lend or otherwise deal in any crypto asset, please consider the risks, including:',
        },
        {
          type: 'ul',
          items: [
            'market risk: prices are driven by sentiment and speculation, and past performance is not a reliable indicator of future results;',
            'technology risk: bugs in smart contracts, blockchains, bridges and wallets can cause permanent losses;',
            'security risk: exchanges, protocols and individual wallets are targets for hacks, phishing and theft, and a lost private key or seed phrase usually means lost funds;',
            'liquidity risk: you may not be able to sell when you want to, or at the price you expect;',
            'counterparty risk: platforms can fail, freeze withdrawals or become insolvent, and “stable” coins can lose their peg;',
            'fraud risk: scams, rug pulls and misleading promotions are common in crypto;',
            'regulatory and tax risk: laws change and differ between countries, and crypto assets often lack the protections that apply to bank deposits or regulated investments.',
          ],
        },
        {
          type: 'p',
          text: [
            { strong: 'Do your own research (DYOR).' },
            ' Use the Content as a starting point for learning, not as a reason to invest. Compare several independent sources, read a project’s own documentation, understand exactly what you are buying and why, and consider speaking to an independent, properly authorised financial adviser before you make any investment decision.',
          ],
        },
        {
          type: 'p',
          text: 'Any yields, prices, returns or examples shown in the Content or the Tools are illustrations only. They are not a promise or a prediction of what you will earn, and they do not take account of your circumstances.',
        },
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'Intellectual Property',
      blocks: [
        {
          type: 'p',
          text: `The Site and the Content, including text, images, graphics, logos, the design of the Site and the software behind the Tools, are owned by ${SITE_NAME} or our licensors and are protected by copyright, trade mark and other intellectual property laws. The ${SITE_NAME} name and logo are our trade marks.`,
        },
        {
          type: 'p',
          text: 'We grant you a personal, non-exclusive, non-transferable and revocable permission to view the Content and use the Tools for your own non-commercial learning. You may also:',
        },
        {
          type: 'ul',
          items: [
            'share links to our pages, including with the share buttons on the Site;',
            'quote short extracts of an article for commentary, criticism or news reporting, as long as you credit us and link to the original article.',
          ],
        },
        {
          type: 'p',
          text: `Any other copying, reproduction, republication, translation, distribution or commercial use of the Content needs our prior written permission. To ask for it, write to us at the address in the “Contact” section. Nothing in these Terms transfers ownership of any intellectual property to you.`,
        },
        {
          type: 'p',
          text: 'If you send us suggestions or feedback, you allow us to use them to improve the Site without any obligation to you.',
        },
      ],
    },
    {
      id: 'privacy',
      heading: 'Privacy',
      blocks: [
        {
          type: 'p',
          text: [
            'We respect your privacy. Our ',
            { href: '/privacy-policy', label: 'Privacy Policy' },
            ' explains what personal data we collect, why we collect it, the legal bases we rely on, how long we keep it and the rights you have under the EU General Data Protection Regulation (GDPR).',
          ],
        },
        {
          type: 'p',
          text: [
            'Our ',
            { href: '/cookie-policy', label: 'Cookie Policy' },
            ' explains the cookies and similar technologies we use and how you can accept all of them, choose them by category or allow only the essential ones.',
          ],
        },
        {
          type: 'p',
          text: [
            'If you have a question about your personal data, write to ',
            { href: `mailto:${PRIVACY_EMAIL}`, label: PRIVACY_EMAIL },
            '.',
          ],
        },
      ],
    },
    {
      id: 'limitation-of-liability',
      heading: 'Limitation of Liability',
      blocks: [
        {
          type: 'p',
          text: 'The Site, the Content and the Tools are provided free of charge, “as is” and “as available”. To the fullest extent permitted by law, we make no promise that they will be accurate, complete, current, uninterrupted, secure or free of errors, or that they are fit for any particular purpose.',
        },
        { type: 'p', text: 'To the fullest extent permitted by law, we are not liable for:' },
        {
          type: 'ul',
          items: [
            'any loss of money, crypto assets, profits or opportunities arising from investment, trading or other financial decisions you make, whether or not you read the Content or used the Tools before making them;',
            'losses caused by Third-Party Services, including exchanges, wallets, protocols, market-data providers and advertisers;',
            'losses caused by events beyond our reasonable control, such as network outages, cyber attacks we could not reasonably prevent or changes in the law;',
            'indirect or consequential losses that were not reasonably foreseeable when you started using the Site.',
          ],
        },
        {
          type: 'p',
          text: 'Nothing in these Terms limits or excludes our liability for death or personal injury caused by our negligence, for fraud or fraudulent misrepresentation, or for anything else that cannot be limited or excluded by law. Nothing in these Terms affects the statutory rights you have as a consumer.',
        },
      ],
    },
    {
      id: 'third-party-links',
      heading: 'Third-Party Links',
      blocks: [
        {
          type: 'p',
          text: 'The Site may link to, display or rely on Third-Party Services, for example exchanges, blockchain explorers, project websites, social networks used by our share buttons, the market-data provider behind the watchlist and the advertisements shown in our ad banner.',
        },
        {
          type: 'p',
          text: 'We do not control Third-Party Services and are not responsible for their content, availability, security or practices. A link or an advertisement is not an endorsement or a recommendation of the service, project or asset concerned. If you choose to use a Third-Party Service, its own terms and privacy policy apply, and we encourage you to read them first.',
        },
        {
          type: 'p',
          text: 'Be especially careful with any website or message that asks for your seed phrase, private keys or wallet approvals. We will never ask you for them.',
        },
      ],
    },
    {
      id: 'modifications',
      heading: 'Modifications',
      blocks: [
        {
          type: 'p',
          text: 'We may update these Terms from time to time, for example to reflect new features, changes in the law or feedback from readers. When we do, we will change the “Last updated” date at the top of this page.',
        },
        {
          type: 'p',
          text: 'If a change is significant, we will give reasonable notice before it takes effect, for example with a notice on the Site or, if you subscribe to the Newsletter, by email. If you keep using the Site after a change takes effect, you accept the updated Terms. If you do not agree with them, please stop using the Site.',
        },
        {
          type: 'p',
          text: 'We may also change, suspend or discontinue any part of the Site, the Content or the Tools at any time, including to fix problems or keep the Site secure.',
        },
      ],
    },
    {
      id: 'termination',
      heading: 'Termination',
      blocks: [
        {
          type: 'p',
          text: 'You may stop using the Site at any time. You can unsubscribe from the Newsletter with the link in every email, and you can ask us to delete an account and your personal data as described in our Privacy Policy.',
        },
        {
          type: 'p',
          text: 'We may suspend or end your access to all or part of the Site, without notice where necessary, if you breach these Terms, if we reasonably believe your use harms the Site, other readers or us, or if the law requires it.',
        },
        {
          type: 'p',
          text: 'The sections on Educational Purpose, Investment Risk Disclaimer, Intellectual Property, Limitation of Liability, Governing Law and Severability continue to apply after your use of the Site ends.',
        },
      ],
    },
    {
      id: 'governing-law',
      heading: 'Governing Law',
      blocks: [
        {
          type: 'p',
          text: 'These Terms, and any dispute or claim arising out of or in connection with them or the Site, are governed by the laws of Ireland. The courts of Ireland have jurisdiction over any such dispute.',
        },
        {
          type: 'p',
          text: 'If you are a consumer living in another country of the European Union, you also keep the protection of the mandatory consumer laws of the country where you live, and you may bring proceedings in the courts of that country.',
        },
        {
          type: 'p',
          text: 'Before going to court, please contact us: most concerns can be resolved quickly and informally.',
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      blocks: [
        {
          type: 'p',
          text: 'If you have a question about these Terms or the Site, or want to report a problem or ask permission to use our Content, please contact us:',
        },
        {
          type: 'ul',
          items: [
            ['General enquiries: ', { href: `mailto:${CONTACT_EMAIL}`, label: CONTACT_EMAIL }],
            [
              'Privacy and personal data: ',
              { href: `mailto:${PRIVACY_EMAIL}`, label: PRIVACY_EMAIL },
            ],
          ],
        },
        {
          type: 'p',
          text: 'We read every message and aim to reply promptly. Please do not send us seed phrases, private keys or passwords: we will never ask for them.',
        },
      ],
    },
    {
      id: 'severability',
      heading: 'Severability',
      blocks: [
        {
          type: 'p',
          text: 'If a court or other competent authority decides that any part of these Terms is invalid, unlawful or unenforceable, that part will be changed to the minimum extent needed to make it enforceable, or removed if that is not possible. The rest of the Terms will remain in full force and effect.',
        },
        {
          type: 'p',
          text: 'If we do not enforce a right under these Terms straight away, we can still enforce it later. These Terms, together with the Privacy Policy and the Cookie Policy, are the whole agreement between you and us about your use of the Site.',
        },
      ],
    },
  ],
}
