// Content that partner clinics replace. Anything a clinic leaves out is served from clinic 0.
// Clinic 1 — Northside Fertility (United States, matching site and open/closed donation enabled).
// Clinic 2 — Thames Fertility Centre (United Kingdom, fertility preservation, fees in GBP).
import type { ClinicOverrideTexts, ContentLocale, DispositionPageText } from './content-texts.ts';
import { toBritishEnglish } from './en-GB.ts';
import { enUS } from './en-US.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';

function britishOverride(texts: ClinicOverrideTexts): ClinicOverrideTexts {
  return JSON.parse(JSON.stringify(texts), (_key, value: unknown) =>
    typeof value === 'string' && !/^(https?:|\/|mailto:|tel:)/.test(value) ? toBritishEnglish(value) : value,
  ) as ClinicOverrideTexts;
}

// ---------------------------------------------------------------- Northside Fertility (1)

const northsideEnUS: ClinicOverrideTexts = {
  donorLanding: {
    title: 'Welcome to Northside Fertility',
    body: `Thank you for trusting Northside Fertility with your stored embryos, eggs and sperm. This portal is your place to review your account, see your billing history and explore the options for your samples whenever you are ready.

## Donation to another family
Northside members can take part in our embryo matching site, choosing an open or closed donation with a family they have come to know through their profile. You will find everything you need to know under your options.

## We are here to help
Our member support team knows your clinic and your care team by name. Call us or write to us with any question, big or small.`,
    articles: [
      {
        title: 'Understanding your options',
        description: 'A plain-language guide to donating, using or discarding stored embryos, eggs and sperm.',
        link: 'https://www.reproductivefacts.org/',
      },
      {
        title: 'The Northside matching site',
        description: 'How open and closed donation work at Northside.',
        link: '/matching/home',
      },
    ],
  },
  recipientLanding: {
    title: 'Welcome to the Northside matching site',
    body: `We are so glad you are here. Northside Fertility connects hopeful families with donor families who have chosen to share their embryos, in an open or closed arrangement that suits you both.

## Your next steps
Complete your profile, browse donor profiles at your own pace, and send a request when you feel a connection. Your Northside care coordinator will be with you from the first message to your transfer.`,
    articles: enUS.recipientPortal.landing.articles,
  },
  dispositionPages: {
    'donate-to-another-couple': {
      ...enUS.dispositionPages['donate-to-another-couple'],
      sub: [
        {
          label: 'Open or closed donation at Northside',
          body: `At Northside you can choose an **open** donation, where you and the receiving family share some information and may stay in touch, or a **closed** donation, where no identifying information is exchanged. Through the Northside matching site you can read the profiles of hopeful families and decide together with our coordinators.`,
        },
        ...enUS.dispositionPages['donate-to-another-couple'].sub.slice(1),
      ],
    },
  },
  footer: {
    hours: `## Opening hours
Monday to Friday, 7 am to 7 pm ({timeZone})

Saturday, 8 am to noon

For anything urgent about your stored samples, our storage team is on call 24 hours a day.`,
    links: enUS.footer.links,
  },
  matchingPages: {
    home: {
      label: 'Welcome to the Northside matching site',
      body: `Northside Fertility brings together families who have embryos to donate and families hoping to receive them, with care and respect at every step.

## Getting started
Complete your profile, then browse the families taking part. When you feel a connection, send a request. Your Northside care coordinator supports both families throughout.`,
      articles: enUS.matching.pages.home.articles,
    },
  },
};

const northsideEs: ClinicOverrideTexts = {
  donorLanding: {
    title: 'Le damos la bienvenida a Northside Fertility',
    body: `Gracias por confiar a Northside Fertility sus embriones, óvulos y semen almacenados. Este portal es su espacio para revisar su cuenta, consultar su historial de facturación y explorar las opciones para sus muestras cuando se sienta preparado o preparada.

## Donación a otra familia
Los miembros de Northside pueden participar en nuestro sitio de emparejamiento de embriones y elegir una donación abierta o cerrada con una familia a la que han llegado a conocer a través de su perfil. Encontrará toda la información en sus opciones.

## Estamos aquí para ayudarle
Nuestro equipo de atención a miembros conoce su clínica y a su equipo médico. Llámenos o escríbanos con cualquier pregunta, grande o pequeña.`,
    articles: [
      {
        title: 'Entender sus opciones',
        description: 'Una guía clara sobre donar, utilizar o descartar embriones, óvulos y semen almacenados.',
        link: 'https://www.reproductivefacts.org/',
      },
      {
        title: 'El sitio de emparejamiento de Northside',
        description: 'Cómo funcionan la donación abierta y la cerrada en Northside.',
        link: '/matching/home',
      },
    ],
  },
  recipientLanding: {
    title: 'Le damos la bienvenida al sitio de emparejamiento de Northside',
    body: `Nos alegra mucho tenerle aquí. Northside Fertility pone en contacto a familias que desean tener hijos con familias donantes que han decidido compartir sus embriones, de forma abierta o cerrada, según lo que convenga a ambas.

## Sus próximos pasos
Complete su perfil, consulte los perfiles de las familias donantes a su ritmo y envíe una solicitud cuando sienta una conexión. Su coordinador o coordinadora de Northside le acompañará desde el primer mensaje hasta la transferencia.`,
    articles: es.recipientPortal.landing.articles,
  },
  dispositionPages: {
    'donate-to-another-couple': {
      ...es.dispositionPages['donate-to-another-couple'],
      sub: [
        {
          label: 'Donación abierta o cerrada en Northside',
          body: `En Northside puede elegir una donación **abierta**, en la que usted y la familia receptora comparten cierta información y pueden mantener el contacto, o una donación **cerrada**, en la que no se intercambia ningún dato identificativo. En el sitio de emparejamiento de Northside puede leer los perfiles de las familias y decidir junto con nuestro equipo de coordinación.`,
        },
        ...es.dispositionPages['donate-to-another-couple'].sub.slice(1),
      ],
    },
  },
  footer: {
    hours: `## Horario de atención
De lunes a viernes, de 7:00 a 19:00 ({timeZone})

Sábados, de 8:00 a 12:00

Nuestro equipo de almacenamiento está de guardia las 24 horas para cualquier urgencia relacionada con sus muestras.`,
    links: es.footer.links,
  },
  matchingPages: {
    home: {
      label: 'Le damos la bienvenida al sitio de emparejamiento de Northside',
      body: `Northside Fertility reúne a familias que tienen embriones para donar y a familias que desean recibirlos, con cuidado y respeto en cada paso.

## Primeros pasos
Complete su perfil y, después, consulte las familias que participan. Cuando sienta una conexión, envíe una solicitud. Su coordinador o coordinadora de Northside acompaña a ambas familias durante todo el proceso.`,
      articles: es.matching.pages.home.articles,
    },
  },
};

const northsideFr: ClinicOverrideTexts = {
  donorLanding: {
    title: 'Bienvenue chez Northside Fertility',
    body: `Merci de confier à Northside Fertility la conservation de vos embryons, ovocytes et spermatozoïdes. Ce portail vous permet de consulter votre compte et votre historique de facturation, et d’explorer les options pour vos échantillons quand vous vous sentez prêt ou prête.

## Le don à une autre famille
Les membres de Northside peuvent participer à notre site de mise en relation et choisir un don ouvert ou fermé avec une famille qu’ils ont appris à connaître grâce à son profil. Vous trouverez toutes les informations utiles dans vos options.

## Nous sommes là pour vous
Notre équipe d’accompagnement connaît votre clinique et votre équipe soignante. Appelez-nous ou écrivez-nous pour toute question, petite ou grande.`,
    articles: [
      {
        title: 'Comprendre vos options',
        description: 'Un guide clair sur le don, l’utilisation ou la destruction des embryons, ovocytes et spermatozoïdes conservés.',
        link: 'https://www.reproductivefacts.org/',
      },
      {
        title: 'Le site de mise en relation de Northside',
        description: 'Comment fonctionnent le don ouvert et le don fermé chez Northside.',
        link: '/matching/home',
      },
    ],
  },
  recipientLanding: {
    title: 'Bienvenue sur le site de mise en relation de Northside',
    body: `Nous sommes très heureux de vous accueillir. Northside Fertility met en relation des futurs parents avec des familles donneuses qui ont choisi de partager leurs embryons, dans le cadre d’un don ouvert ou fermé qui convient à chacun.

## Vos prochaines étapes
Complétez votre profil, découvrez les profils des familles donneuses à votre rythme et envoyez une demande lorsque vous ressentez un lien. Votre coordinateur ou coordinatrice Northside vous accompagne du premier message jusqu’au transfert.`,
    articles: fr.recipientPortal.landing.articles,
  },
  dispositionPages: {
    'donate-to-another-couple': {
      ...fr.dispositionPages['donate-to-another-couple'],
      sub: [
        {
          label: 'Don ouvert ou fermé chez Northside',
          body: `Chez Northside, vous pouvez choisir un don **ouvert**, dans lequel vous et la famille receveuse partagez certaines informations et pouvez rester en contact, ou un don **fermé**, sans échange d’informations permettant de vous identifier. Le site de mise en relation de Northside vous permet de consulter les profils des familles et de décider avec nos coordinateurs.`,
        },
        ...fr.dispositionPages['donate-to-another-couple'].sub.slice(1),
      ],
    },
  },
  footer: {
    hours: `## Horaires d’ouverture
Du lundi au vendredi, de 7 h à 19 h ({timeZone})

Le samedi, de 8 h à 12 h

Notre équipe de conservation est d’astreinte 24 h/24 pour toute urgence concernant vos échantillons.`,
    links: fr.footer.links,
  },
  matchingPages: {
    home: {
      label: 'Bienvenue sur le site de mise en relation de Northside',
      body: `Northside Fertility réunit les familles qui ont des embryons à donner et celles qui espèrent en accueillir, avec attention et respect à chaque étape.

## Pour commencer
Complétez votre profil, puis découvrez les familles participantes. Lorsque vous ressentez un lien, envoyez une demande. Votre coordinateur ou coordinatrice Northside accompagne les deux familles tout au long du parcours.`,
      articles: fr.matching.pages.home.articles,
    },
  },
};

// ------------------------------------------------------------ Thames Fertility Centre (2)

const thamesThawAndDiscardEn = (base: DispositionPageText): DispositionPageText => ({
  ...base,
  sub: [
    ...base.sub,
    {
      label: 'Your statutory storage consent',
      body: `Under UK law, your embryos can only be stored while you have given valid consent for storage. If you decide not to renew your consent, we will contact you well before it ends, so that you have time to decide calmly. The [HFEA](https://www.hfea.gov.uk/) explains your rights in detail.`,
    },
  ],
  table: {
    title: 'Fees at Thames Fertility Centre',
    rows: [
      ['Thaw and discard', '£150 per storage batch'],
      ['Consent paperwork and records', 'Included'],
      ['Storage charges', 'Stop from the date the embryos are discarded'],
    ],
  },
});

const thamesEnUS: ClinicOverrideTexts = {
  donorLanding: {
    title: 'Welcome to Thames Fertility Centre',
    body: `Thank you for choosing Thames Fertility Centre to look after your stored eggs, sperm, embryos or tissue. Whether you froze them to preserve your fertility or after treatment, this portal keeps everything in one place: your account, your billing history and your options.

## Fertility preservation
If you are storing eggs, sperm or tissue before medical treatment, you can see your collection appointments here and follow each step of your enrollment.

## Talk to us
Our team is based in London and is happy to help with anything about your storage, your appointments or your consent.`,
    articles: [
      {
        title: 'Human Fertilisation and Embryology Authority',
        description: 'Independent information about storage, consent and your rights under UK law.',
        link: 'https://www.hfea.gov.uk/',
      },
      {
        title: 'Emotional support',
        description: 'Free support and a friendly community for anyone affected by fertility issues.',
        link: 'https://fertilitynetworkuk.org/',
      },
    ],
  },
  dispositionPages: { 'thaw-and-discard': thamesThawAndDiscardEn(enUS.dispositionPages['thaw-and-discard']) },
  footer: {
    hours: `## Opening hours
Monday to Friday, 8.30am to 5.30pm ({timeZone})

Closed on bank holidays. For anything urgent about your stored samples, our storage team is on call 24 hours a day.`,
    links: enUS.footer.links,
  },
  infoPages: {
    about: {
      title: 'About Thames Fertility Centre',
      body: `Thames Fertility Centre cares for stored eggs, sperm, embryos and testicular tissue for patients across London and the South East, including people preserving their fertility before medical treatment.

## Licensed and inspected
We are licensed by the Human Fertilisation and Embryology Authority (HFEA) and inspected regularly. Every storage tank is monitored around the clock, with alarms, backup supplies and a scientist on call at all hours.

## Our promise to you
- We explain your options clearly and never rush your decisions.
- We act only on your written, informed consent.
- We remind you well before your storage consent needs renewing.

## Contact us
Member support: [members@thames.example](mailto:members@thames.example), Monday to Friday, 8.30am to 5.30pm.`,
    },
  },
};

const thamesEs: ClinicOverrideTexts = {
  donorLanding: {
    title: 'Le damos la bienvenida a Thames Fertility Centre',
    body: `Gracias por elegir Thames Fertility Centre para cuidar de sus óvulos, semen, embriones o tejido almacenados. Tanto si los congeló para preservar su fertilidad como si lo hizo después de un tratamiento, este portal reúne todo en un solo lugar: su cuenta, su historial de facturación y sus opciones.

## Preservación de la fertilidad
Si está almacenando óvulos, semen o tejido antes de un tratamiento médico, aquí puede consultar sus citas de recogida y seguir cada paso de su inscripción.

## Hable con nosotros
Nuestro equipo está en Londres y le ayudará con gusto en todo lo relacionado con su almacenamiento, sus citas o su consentimiento.`,
    articles: [
      {
        title: 'Human Fertilisation and Embryology Authority',
        description: 'Información independiente (en inglés) sobre el almacenamiento, el consentimiento y sus derechos según la ley británica.',
        link: 'https://www.hfea.gov.uk/',
      },
    ],
  },
  dispositionPages: {
    'thaw-and-discard': {
      ...es.dispositionPages['thaw-and-discard'],
      sub: [
        ...es.dispositionPages['thaw-and-discard'].sub,
        {
          label: 'Su consentimiento legal de almacenamiento',
          body: `Según la ley del Reino Unido, sus embriones solo pueden almacenarse mientras exista un consentimiento válido para ello. Si decide no renovarlo, nos pondremos en contacto con usted con mucha antelación para que pueda decidir con calma. La [HFEA](https://www.hfea.gov.uk/) explica sus derechos en detalle.`,
        },
      ],
      table: {
        title: 'Tarifas de Thames Fertility Centre',
        rows: [
          ['Descongelación y descarte', '150 £ por lote almacenado'],
          ['Documentación de consentimiento y registros', 'Incluido'],
          ['Cargos de almacenamiento', 'Dejan de aplicarse desde la fecha del descarte'],
        ],
      },
    },
  },
  footer: {
    hours: `## Horario de atención
De lunes a viernes, de 8:30 a 17:30 ({timeZone})

Cerrado los días festivos. Nuestro equipo de almacenamiento está de guardia las 24 horas para cualquier urgencia relacionada con sus muestras.`,
    links: es.footer.links,
  },
  infoPages: {
    about: {
      title: 'Sobre Thames Fertility Centre',
      body: `Thames Fertility Centre cuida de óvulos, semen, embriones y tejido testicular almacenados de pacientes de Londres y el sureste de Inglaterra, incluidas personas que preservan su fertilidad antes de un tratamiento médico.

## Con licencia e inspeccionados
Contamos con la licencia de la Human Fertilisation and Embryology Authority (HFEA) y se nos inspecciona con regularidad. Cada tanque se vigila las 24 horas, con alarmas, suministros de respaldo y personal científico de guardia a cualquier hora.

## Nuestro compromiso con usted
- Le explicamos sus opciones con claridad y nunca le metemos prisa para decidir.
- Solo actuamos según su consentimiento informado y por escrito.
- Le avisamos con antelación antes de que deba renovar su consentimiento de almacenamiento.

## Contacto
Atención a miembros: [members@thames.example](mailto:members@thames.example), de lunes a viernes, de 8:30 a 17:30.`,
    },
  },
};

const thamesFr: ClinicOverrideTexts = {
  donorLanding: {
    title: 'Bienvenue au Thames Fertility Centre',
    body: `Merci d’avoir choisi le Thames Fertility Centre pour conserver vos ovocytes, votre sperme, vos embryons ou vos tissus. Que vous les ayez congelés pour préserver votre fertilité ou après un traitement, ce portail rassemble tout au même endroit : votre compte, votre historique de facturation et vos options.

## Préservation de la fertilité
Si vous conservez des ovocytes, du sperme ou des tissus avant un traitement médical, vous trouverez ici vos rendez-vous de prélèvement et pourrez suivre chaque étape de votre inscription.

## Parlez-nous
Notre équipe est basée à Londres et vous aide volontiers pour toute question sur votre conservation, vos rendez-vous ou votre consentement.`,
    articles: [
      {
        title: 'Human Fertilisation and Embryology Authority',
        description: 'Des informations indépendantes (en anglais) sur la conservation, le consentement et vos droits au Royaume-Uni.',
        link: 'https://www.hfea.gov.uk/',
      },
    ],
  },
  dispositionPages: {
    'thaw-and-discard': {
      ...fr.dispositionPages['thaw-and-discard'],
      sub: [
        ...fr.dispositionPages['thaw-and-discard'].sub,
        {
          label: 'Votre consentement légal à la conservation',
          body: `Au Royaume-Uni, vos embryons ne peuvent être conservés que tant qu’un consentement valide à leur conservation existe. Si vous décidez de ne pas le renouveler, nous vous contactons bien avant son échéance, pour que vous puissiez décider sereinement. La [HFEA](https://www.hfea.gov.uk/) détaille vos droits.`,
        },
      ],
      table: {
        title: 'Tarifs du Thames Fertility Centre',
        rows: [
          ['Décongélation et destruction', '150 £ par lot conservé'],
          ['Formalités de consentement et dossiers', 'Inclus'],
          ['Frais de conservation', 'Cessent à la date de la destruction'],
        ],
      },
    },
  },
  footer: {
    hours: `## Horaires d’ouverture
Du lundi au vendredi, de 8 h 30 à 17 h 30 ({timeZone})

Fermé les jours fériés. Notre équipe de conservation est d’astreinte 24 h/24 pour toute urgence concernant vos échantillons.`,
    links: fr.footer.links,
  },
  infoPages: {
    about: {
      title: 'À propos du Thames Fertility Centre',
      body: `Le Thames Fertility Centre conserve les ovocytes, le sperme, les embryons et le tissu testiculaire de patients de Londres et du sud-est de l’Angleterre, notamment de personnes qui préservent leur fertilité avant un traitement médical.

## Agréé et inspecté
Nous sommes agréés par la Human Fertilisation and Embryology Authority (HFEA) et régulièrement inspectés. Chaque cuve est surveillée jour et nuit, avec des alarmes, des réserves de secours et un scientifique d’astreinte à toute heure.

## Nos engagements
- Nous vous expliquons clairement vos options et ne vous pressons jamais.
- Nous n’agissons que sur la base de votre consentement éclairé et écrit.
- Nous vous prévenons bien avant que votre consentement à la conservation ne doive être renouvelé.

## Nous contacter
Accompagnement des membres : [members@thames.example](mailto:members@thames.example), du lundi au vendredi, de 8 h 30 à 17 h 30.`,
    },
  },
};

export const CLINIC_OVERRIDES: Readonly<Record<number, Record<ContentLocale, ClinicOverrideTexts>>> = {
  1: { 'en-US': northsideEnUS, 'en-GB': britishOverride(northsideEnUS), es: northsideEs, fr: northsideFr },
  2: { 'en-US': thamesEnUS, 'en-GB': britishOverride(thamesEnUS), es: thamesEs, fr: thamesFr },
};

export const CLINIC_NAMES: Readonly<Record<number, string>> = {
  0: 'Default content',
  1: 'Northside Fertility',
  2: 'Thames Fertility Centre',
};
