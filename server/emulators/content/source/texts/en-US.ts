// Default (clinic 0) content in American English. Jurisdiction-neutral on purpose:
// every clinic falls back to it, whatever country it is in.
import type { ContentTexts, DispositionPageText } from './content-texts.ts';

/** Thaw-and-discard page for stored samples other than embryos (eggs, sperm, testicular tissue). */
function thawAndDiscardSamples(samples: string): DispositionPageText {
  return {
    main: {
      label: `Thaw and discard your ${samples} samples`,
      body: `If you no longer plan to use your stored ${samples} samples, you can ask for them to be thawed and discarded. This is a personal decision, and we respect whatever you choose.

Once the samples have been thawed and discarded, this cannot be undone. Please read the information below carefully, and contact us if anything is unclear.`,
    },
    sub: [
      {
        label: 'Before you decide',
        body: `If you are unsure about the future, you can keep your samples in storage while you think it over. Talking with your doctor or a counselor can help, and our team is always happy to answer your questions.`,
      },
      {
        label: 'What happens next',
        body: `After you sign the consent electronically, there is a short waiting period in case you change your mind. Our laboratory team then thaws and discards the samples and confirms this to you in writing. Storage charges for these samples stop from that date.`,
      },
    ],
    choose: 'Choose thaw and discard',
  };
}

export const enUS: ContentTexts = {
  buttons: { talkToUs: 'Talk to our team', backToOptions: 'Back to my options' },

  donorPortal: {
    landing: {
      title: 'Welcome to your member portal',
      body: `This is your space to look after everything you have in storage with us: your account, your billing history and the choices available for your stored samples.

## Your options, in your own time
There is no deadline on the decisions described here. Read at your own pace, talk them over with the people you trust, and come back whenever you are ready. If you would like to talk to someone, our member support team is glad to help.

## Looking after your samples
Your samples are kept in monitored storage tanks with round-the-clock temperature tracking, alarms and backup systems. You can always see their current status under **Account**.`,
      articles: [
        {
          title: 'Understanding your options',
          description: 'A plain-language guide to donating, using or discarding stored embryos, eggs and sperm.',
          link: 'https://www.reproductivefacts.org/',
        },
        {
          title: 'Emotional support',
          description: 'Deciding what happens to stored samples can bring up strong feelings. You do not have to do it alone.',
          link: 'https://resolve.org/',
        },
        {
          title: 'About us',
          description: 'Who we are, how we care for your samples and how to reach us.',
          link: '/member/about',
        },
      ],
    },
    docuSign: {
      title: 'Consent to your storage decision',
      body: `By signing below, you confirm your decision about the stored samples shown on this page.

- I have read the information about this option and have had the opportunity to ask questions.
- I understand that some options, such as thaw and discard or donation, cannot be reversed once they have been carried out.
- Where the samples were created with a partner, I understand that my partner must also give consent before anything happens.
- I can withdraw this consent in writing at any time before the option has been carried out.
- I agree that my electronic signature has the same effect as a handwritten signature.

A copy of this consent, with the date and time of signing, is kept in your account.`,
    },
  },

  recipientPortal: {
    landing: {
      title: 'Welcome, we are glad you are here',
      body: `Choosing to grow your family through embryo donation is a hopeful step, and we are honored to walk alongside you.

## How it works
Build your profile so donor families can get to know you, browse profiles from eligible donation locations, and send a request when you feel a connection. Our team supports both families at every stage.

## Take care of yourself
Waiting can be hard. Our mental health resources are there whenever you need them, and our team is only a message away.`,
      articles: [
        {
          title: 'The matching process',
          description: 'What happens from building your profile to welcoming donated embryos to your clinic.',
          link: '/matching/learn-matching-process',
        },
        {
          title: 'Legal considerations',
          description: 'Parentage, agreements between families and why independent legal advice matters.',
          link: '/matching/learn-legal',
        },
        {
          title: 'Medical considerations',
          description: 'Screening, embryo quality and preparing for a frozen embryo transfer.',
          link: '/matching/learn-medical-considerations',
        },
      ],
    },
    docuSign: {
      title: 'Agreement to request donated embryos',
      body: `By signing below, you confirm your request to receive donated embryos.

- I will keep the information I see about donor families confidential and use it only to make my decision.
- I understand that the donor family decides whether to accept my request, and that a match is not guaranteed.
- I understand that my clinic will carry out its own medical screening before any treatment.
- I have been advised to seek independent legal advice about parentage and any agreement between our families.
- I agree that my electronic signature has the same effect as a handwritten signature.`,
    },
  },

  dispositionPages: {
    'donate-to-science': {
      main: {
        label: 'Donate your embryos to science',
        body: `Some families decide that their embryos can help researchers learn more about fertility and early human development, and improve IVF for the people who come after them. Embryos donated to science are used only in approved research projects and are never used to start a pregnancy.

This is a meaningful choice, and there is no need to make it quickly. Read the details below, talk it over with your partner and our team, and come back whenever you are ready.`,
      },
      sub: [
        {
          label: 'What happens next',
          body: `When you choose this option, we ask you (and your partner, if you created the embryos together) to sign a consent form electronically. Your clinic then confirms the research project that will receive the embryos and arranges the transfer. We let you know when the donation is complete.`,
        },
        {
          label: 'Good to know',
          body: `- Research donation is anonymous: researchers do not receive your name or contact details.
- Both partners must agree before the donation can go ahead.
- You can change your mind at any point until the embryos have been transferred to the research team.
- Storage charges stop once the donation is complete.`,
        },
        {
          label: 'Talking it through',
          body: `Many people find it helpful to speak with a fertility counselor before deciding. If you would like a referral, or simply have a question, our member support team is here for you.`,
        },
      ],
      choose: 'Choose donation to science',
    },
    'donate-to-another-couple': {
      main: {
        label: 'Donate your embryos to another family',
        body: `Your embryos could help another couple or individual have the family they are hoping for. Many donors tell us that knowing their embryos may bring joy to someone else gives them a sense of peace.

Donating to another family involves legal, medical and emotional steps. We guide you through each one, and you can take all the time you need.`,
      },
      sub: [
        {
          label: 'Open or closed donation',
          body: `In an **open** donation, you and the receiving family agree to share some information, and sometimes to stay in touch. In a **closed** donation, no identifying information is exchanged. You decide which feels right, and you can read the profiles of hopeful families on our matching site before making a choice.`,
        },
        {
          label: 'Anonymous donation through your clinic',
          body: `If you would rather not choose a family yourself, you can donate anonymously through your clinic. The clinic selects the recipients using its own medical criteria, and neither family receives identifying information about the other.`,
        },
        {
          label: 'What happens next',
          body: `1. Choose this option and sign the consent electronically.
2. Complete a short medical and family history, so recipients have the information they need.
3. Confirm the way you would like to donate: open, closed or anonymously through your clinic.
4. Once a match is agreed, your embryos are transported safely to the receiving clinic.`,
        },
      ],
      choose: 'Choose donation to another family',
    },
    'use-your-own': {
      main: {
        label: 'Use your embryos for your own treatment',
        body: `When you feel ready to grow your family, your embryos are ready for you. We work with your fertility clinic to release them safely for a frozen embryo transfer.

Every journey is different, so your clinic will talk with you about timing, preparation and how many embryos to thaw.`,
      },
      sub: [
        {
          label: 'Before your transfer',
          body: `Contact your fertility clinic to plan your treatment cycle. Once you have a date, choose this option here so we can prepare the release paperwork and arrange secure transport in good time.`,
        },
        {
          label: 'Transport and timing',
          body: `Embryos travel in a monitored cryogenic shipper that keeps them at a stable temperature for the whole journey. Please allow at least two weeks between choosing this option and your planned transfer date.`,
        },
        {
          label: 'Embryos you do not use',
          body: `Any embryos that remain after your treatment stay safely frozen under your current storage plan. You can come back to your options at any time.`,
        },
      ],
      choose: 'Release my embryos for treatment',
    },
    'thaw-and-discard': {
      main: {
        label: 'Thaw and discard your embryos',
        body: `Some people decide that they will not use their embryos and would prefer them to be thawed and allowed to come to a natural end. This is a deeply personal decision, and whatever you choose will be respected.

Once embryos have been thawed and discarded, this cannot be undone. Please read the information below carefully, and reach out to us if anything is unclear.`,
      },
      sub: [
        {
          label: 'Before you decide',
          body: `You may also wish to consider donating to science or to another family, so that your embryos can help others. If you are unsure, a counselor can help you explore how you feel. There is no pressure to decide today.`,
        },
        {
          label: 'Consent from both partners',
          body: `If you created your embryos with a partner, both of you need to sign the consent before anything happens. We send the form to each of you separately.`,
        },
        {
          label: 'What happens next',
          body: `After the consent is signed, there is a waiting period in case either of you changes your mind. Our laboratory team then thaws the embryos with care and confirms in writing when this has been done. Storage charges for these embryos stop from that date.`,
        },
      ],
      table: {
        title: 'What to expect',
        rows: [
          ['Consent', 'You, and your partner if you have one, sign electronically'],
          ['Waiting period', '14 days, during which either of you can withdraw'],
          ['Thaw and discard', 'Carried out with care by our laboratory team'],
          ['Confirmation', 'A letter in your account within 5 business days'],
        ],
      },
      choose: 'Choose thaw and discard',
    },
    'egg-donate-to-science': {
      main: {
        label: 'Donate your eggs to science',
        body: `Donated eggs help researchers understand fertility and improve treatments such as egg freezing and IVF. Eggs donated to science are used only in approved research and are never used to start a pregnancy.

Take the time you need: read more below, and speak with our team before you decide.`,
      },
      sub: [
        {
          label: 'What happens next',
          body: `After you sign the consent electronically, your clinic confirms the research project that will receive your eggs and arranges the transfer. We let you know when the donation is complete, and storage charges stop from that date.`,
        },
        {
          label: 'Good to know',
          body: `- Research donation is anonymous.
- You can change your mind until your eggs have been transferred to the research team.
- Research teams cannot share the results of individual studies, but published findings help many future patients.`,
        },
      ],
      choose: 'Choose donation to science',
    },
    'egg-donate-to-another-couple': {
      main: {
        label: 'Donate your eggs to another family',
        body: `Your frozen eggs could help someone else become a parent. Egg donation is a generous gift, and it comes with medical screening, legal steps and time to reflect. We explain everything along the way.

Donors usually need to have met certain age and health criteria when their eggs were frozen. Our team checks this with you before anything is arranged.`,
      },
      sub: [
        {
          label: 'Known or anonymous donation',
          body: `You can donate to someone you know, such as a friend or relative, or anonymously through your clinic. Either way, the clinic screens and counsels everyone involved before treatment begins.`,
        },
        {
          label: 'What happens next',
          body: `1. Choose this option and sign the consent electronically.
2. Share your medical and family history with the clinic.
3. The clinic completes screening and the legal paperwork with you and the recipients.
4. Your eggs are transported safely to the treating clinic.`,
        },
      ],
      choose: 'Choose donation to another family',
    },
    'egg-use-your-own': {
      main: {
        label: 'Use your eggs for your own treatment',
        body: `When you are ready to try for a pregnancy, your frozen eggs can be thawed, fertilized and used in IVF treatment. We work with your fertility clinic to release them safely.

Your clinic will talk with you about timing, preparation and what to expect from your treatment cycle.`,
      },
      sub: [
        {
          label: 'Before your treatment',
          body: `Contact your fertility clinic to plan your cycle. Once you have a date, choose this option so we can prepare the release paperwork and arrange secure transport.`,
        },
        {
          label: 'Transport and timing',
          body: `Eggs travel in a monitored cryogenic shipper at a stable temperature. Please allow at least two weeks between choosing this option and your planned treatment date.`,
        },
      ],
      choose: 'Release my eggs for treatment',
    },
    'egg-thaw-and-discard': thawAndDiscardSamples('egg'),
    'sperm-thaw-and-discard': thawAndDiscardSamples('sperm'),
    'testicular-thaw-and-discard': thawAndDiscardSamples('testicular tissue'),
  },

  footer: {
    contact: `## Contact us
Member support: [support@cryoportal.example](mailto:support@cryoportal.example)

Phone: [+1 800 555 0100](tel:+18005550100)`,
    hours: `## Opening hours
Monday to Friday, 8 am to 6 pm

Saturday, 9 am to 1 pm

Our storage team is on call 24 hours a day for anything urgent about your stored samples.`,
    links: `## Useful links
- [About us](/info/about)
- [Privacy policy](/info/privacy-policy)
- [Terms and conditions](/info/terms-and-conditions)`,
  },

  matching: {
    pages: {
      home: {
        label: 'Welcome to the matching site',
        body: `This is where families who have embryos to donate and families hoping to receive them can find each other, with care and respect at every step.

## Getting started
Complete your profile, then browse the families who are taking part. When you feel a connection, send a request. Our team is here to support both families throughout.`,
        articles: [
          {
            title: 'How matching works',
            description: 'From your first profile to agreeing a match.',
            link: '/matching/learn-matching-process',
          },
          {
            title: 'Looking after yourself',
            description: 'Support for the emotional side of donation.',
            link: '/matching/mental-health',
          },
        ],
      },
      mission: {
        label: 'Our mission',
        body: `We believe every embryo in our care deserves a thoughtful future, and every family deserves the chance to choose it.

Our matching site exists so that donors can make an informed, generous choice, and so that hopeful parents can build their families with honesty and dignity. We keep the process transparent, we protect the privacy of everyone involved, and we put the well-being of the children born through donation at the center of what we do.`,
        articles: [],
      },
      'mental-health': {
        label: 'Mental health and support',
        body: `Donating or receiving embryos can stir up many emotions: hope, grief, relief, uncertainty. All of them are normal.

## You are not alone
- Speaking with a fertility counselor before and after a match can help you feel more confident in your decisions.
- Peer support groups connect you with people who have been where you are.
- If you are struggling, please talk to your doctor or contact a local crisis line.

Our team can help you find a counselor who specializes in donation.`,
        articles: [
          {
            title: 'RESOLVE: The National Infertility Association',
            description: 'Support groups, helplines and resources for anyone affected by infertility.',
            link: 'https://resolve.org/',
          },
        ],
      },
      'learn-legal': {
        label: 'Legal considerations',
        body: `Embryo donation creates lasting relationships, so it is important that everyone understands their rights and responsibilities.

## What to think about
- **Parentage:** who the law recognizes as the parents of a child born from donated embryos.
- **Agreements:** what donor and recipient families agree about contact and sharing information.
- **Future contact:** what information a child may be able to access when they grow up.

Laws differ from one place to another. We strongly recommend that both families take independent legal advice before agreeing a match.`,
        articles: [],
      },
      'learn-medical-considerations': {
        label: 'Medical considerations',
        body: `Your clinic will guide you through the medical side of embryo donation.

## What to expect
- **Screening:** donor families share medical and family history, and recipients have the health checks their clinic requires.
- **Embryo quality:** embryo records describe the stage at which embryos were frozen, and your clinic can explain what this means for your chances of success.
- **Transfer:** donated embryos are thawed and transferred in a frozen embryo transfer cycle, planned by the receiving clinic.`,
        articles: [
          {
            title: 'Patient fact sheets',
            description: 'Clear medical information about IVF and frozen embryo transfer.',
            link: 'https://www.reproductivefacts.org/',
          },
        ],
      },
      'learn-matching-process': {
        label: 'The matching process',
        body: `1. **Build your profile.** Tell other families about yourselves, your values and what you hope for.
2. **Search and view profiles.** Filter by the things that matter to you and read profiles at your own pace.
3. **Send or receive a request.** When a family feels right, send a request. The other family can accept or decline.
4. **Confirm the match.** Both families confirm, and our team and your clinics handle the next steps together.
5. **Transfer.** The embryos are transported safely to the receiving clinic.

You can pause or withdraw at any stage before the embryos are transferred.`,
        articles: [],
      },
    },
    membersWithoutMatchingProfiles: 'No profiles match your search just yet. New families join regularly, so try widening your filters or check back soon.',
  },

  infoPages: {
    about: {
      title: 'About us',
      body: `We provide long-term cryopreservation storage for embryos, eggs, sperm and testicular tissue, working together with fertility clinics that trust us to look after what matters most to their patients.

## How we care for your samples
Your samples are stored in liquid nitrogen at a constant temperature of around −196 °C. Every storage tank is monitored around the clock, with alarms, backup supplies and a team on call at all hours. Each sample is tracked from the moment it arrives until the day it leaves our care.

## Our promise to you
- We explain your options clearly and never rush your decisions.
- We act only on your documented consent.
- We protect your personal information as carefully as your samples.

## Contact us
Member support: [support@cryoportal.example](mailto:support@cryoportal.example), Monday to Friday, 8 am to 6 pm.`,
    },
    'privacy-policy': {
      title: 'Privacy policy',
      body: `This policy explains what personal information we hold about you, why we hold it, how we protect it and the rights you have. We know that information about fertility treatment is among the most sensitive you can share, and we treat it that way.

## Information we hold
- **Identity and contact details:** your name, date of birth, address, phone number and email address, and those of your partner where samples are shared.
- **Storage records:** the samples we store for you, where they came from, their status and the decisions you have made about them.
- **Consent records:** each consent you give through the portal, including your electronic signature, the date and time, and the version of the terms you agreed to.
- **Billing information:** your storage plan, invoices and payments. Card details are handled by our payment provider; we never see or store your full card number.
- **Matching profile:** if you use the matching site, the information and photos you choose to share.
- **Technical information:** sign-in records and security logs that help us keep your account safe.

## Why we use it
We use your information to store and care for your samples, to act on your instructions, to manage your account and billing, to contact you about your storage, and to meet our legal and regulatory duties. We do not sell your information, and we do not use it for advertising.

## How we protect it
- All connections to the portal are encrypted.
- Your name, address, phone number, email address and date of birth are additionally encrypted in our database.
- Access is limited to staff who need it for their role, and every access is logged.
- Sign-in is protected by strong password rules and, where enabled, two-step verification.

## Who we share it with
We share information only with your fertility clinic, with laboratories and couriers involved in moving your samples, with our payment provider, and with carefully chosen technology providers who process it on our behalf under contract. We disclose information to authorities only when the law requires it.

## How long we keep it
We keep your records for as long as we store samples for you, and afterwards for the period required by the laws that apply to fertility records.

## Your rights
Depending on where you live, you may have the right to access your information, to have it corrected, to have it deleted where the law allows, to restrict or object to some uses, to receive a copy in a portable format, and to withdraw consent at any time. You can also complain to your data protection authority.

To exercise any of these rights, contact our privacy team at [privacy@cryoportal.example](mailto:privacy@cryoportal.example).`,
    },
    'terms-and-conditions': {
      title: 'Terms and conditions',
      body: `These terms apply to the storage services we provide to you and to your use of this member portal. Please read them together with the consent forms you signed with your clinic.

## Our service
We store your embryos, eggs, sperm or testicular tissue in monitored cryogenic storage, keep accurate records, and release, transfer, donate or discard your samples only on your documented instructions and in line with the law.

## Your account
- Keep your username and password private, and tell us straight away if you think someone else has used your account.
- Keep your contact details up to date, so that we can reach you about your samples. This matters: we may need your instructions before your storage consent expires.
- Where samples belong to you and a partner, decisions about them need the consent of both of you.

## Fees and payment
Storage fees are charged in advance for each storage period, as set out in your storage plan. You can see your balance and billing history in the portal. If a payment is late, we will contact you and try to agree a way forward before taking any other step.

## Decisions about your samples
Instructions you give through the portal are confirmed with an electronic signature, which has the same effect as a handwritten one. You can withdraw an instruction until it has been carried out. Some decisions, such as thaw and discard, cannot be reversed once completed.

## If we cannot reach you
If your storage fees remain unpaid and we cannot reach you, we follow the procedure set out in your consent forms and the law. We will always try every contact detail we hold before any decision is made about your samples.

## Our responsibility
We take every reasonable care of your samples and use industry-standard equipment and procedures. Cryopreservation carries some unavoidable biological risk, and we cannot guarantee that samples will survive thawing or lead to a pregnancy. Nothing in these terms limits rights that you have by law.

## Changes to these terms
If we change these terms, we will tell you in the portal at least 30 days before the changes take effect.

## Questions
Contact member support at [support@cryoportal.example](mailto:support@cryoportal.example).`,
    },
  },

  loginSlides: [
    { title: 'Cared for around the clock', description: 'Storage tanks monitored day and night by a dedicated team' },
    { title: 'Your decisions, in your time', description: 'A couple reading together at home' },
    { title: 'Here when you need us', description: 'A member of our support team ready to help' },
  ],
};
