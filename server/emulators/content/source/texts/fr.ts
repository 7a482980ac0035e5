// Contenu par défaut (clinique 0) en français. Volontairement indépendant du pays :
// toutes les cliniques s'y replient, où qu'elles se trouvent.
import type { ContentTexts, DispositionPageText } from './content-texts.ts';

/** Page de décongélation et destruction pour les échantillons autres que les embryons. */
function thawAndDiscardSamples(ofSamples: string): DispositionPageText {
  return {
    main: {
      label: `Décongeler et détruire vos échantillons ${ofSamples}`,
      body: `Si vous ne prévoyez plus d’utiliser vos échantillons ${ofSamples} conservés, vous pouvez demander qu’ils soient décongelés et détruits. C’est une décision personnelle, et nous respectons votre choix, quel qu’il soit.

Une fois les échantillons décongelés et détruits, il n’est plus possible de revenir en arrière. Prenez le temps de lire les informations ci-dessous et n’hésitez pas à nous contacter si quelque chose n’est pas clair.`,
    },
    sub: [
      {
        label: 'Avant de décider',
        body: `Si vous hésitez sur l’avenir, vous pouvez garder vos échantillons en conservation le temps d’y réfléchir. En parler avec votre médecin ou avec un psychologue peut vous aider, et notre équipe répond volontiers à toutes vos questions.`,
      },
      {
        label: 'Les prochaines étapes',
        body: `Après la signature électronique de votre consentement, un court délai de réflexion vous permet de changer d’avis. Notre équipe de laboratoire décongèle ensuite les échantillons, procède à leur destruction et vous le confirme par écrit. Les frais de conservation de ces échantillons cessent à compter de cette date.`,
      },
    ],
    choose: 'Choisir la décongélation et la destruction',
  };
}

export const fr: ContentTexts = {
  buttons: { talkToUs: 'Parler à notre équipe', backToOptions: 'Revenir à mes options' },

  donorPortal: {
    landing: {
      title: 'Bienvenue dans votre espace membre',
      body: `Cet espace vous permet de gérer tout ce que vous conservez chez nous : votre compte, votre historique de facturation et les choix possibles pour vos échantillons.

## Vos options, à votre rythme
Les décisions présentées ici ne sont soumises à aucune échéance. Lisez à votre rythme, parlez-en avec les personnes en qui vous avez confiance et revenez quand vous vous sentez prêt ou prête. Si vous souhaitez en parler avec quelqu’un, notre équipe d’accompagnement des membres est là pour vous.

## La conservation de vos échantillons
Vos échantillons sont conservés dans des cuves surveillées en permanence, avec un suivi continu de la température, des alarmes et des systèmes de secours. Vous pouvez consulter leur statut à tout moment dans **Compte**.`,
      articles: [
        {
          title: 'Comprendre vos options',
          description: 'Un guide clair sur le don, l’utilisation ou la destruction des embryons, ovocytes et spermatozoïdes conservés.',
          link: 'https://www.procreation-medicale.fr/',
        },
        {
          title: 'Soutien psychologique',
          description: 'Décider de l’avenir de vos échantillons peut susciter des émotions fortes. Vous n’êtes pas seul ou seule face à ce choix.',
          link: 'https://www.agence-biomedecine.fr/',
        },
        {
          title: 'Qui sommes-nous',
          description: 'Qui nous sommes, comment nous prenons soin de vos échantillons et comment nous joindre.',
          link: '/member/about',
        },
      ],
    },
    docuSign: {
      title: 'Consentement à votre décision de conservation',
      body: `En signant ci-dessous, vous confirmez votre décision concernant les échantillons conservés indiqués sur cette page.

- J’ai lu les informations relatives à cette option et j’ai pu poser mes questions.
- Je comprends que certaines options, comme la décongélation et la destruction ou le don, sont irréversibles une fois réalisées.
- Lorsque les échantillons ont été constitués avec mon ou ma partenaire, je comprends que son consentement est également nécessaire avant toute démarche.
- Je peux retirer ce consentement par écrit à tout moment avant la réalisation de l’option choisie.
- J’accepte que ma signature électronique ait la même valeur qu’une signature manuscrite.

Une copie de ce consentement, avec la date et l’heure de signature, est conservée dans votre compte.`,
    },
  },

  recipientPortal: {
    landing: {
      title: 'Bienvenue, nous sommes heureux de vous accueillir',
      body: `Fonder votre famille grâce à l’accueil d’embryons est une étape pleine d’espoir, et c’est un honneur pour nous de vous accompagner.

## Comment cela fonctionne
Créez votre profil pour que les familles donneuses puissent vous connaître, consultez les profils des centres de don éligibles et envoyez une demande lorsque vous ressentez un lien. Notre équipe accompagne les deux familles à chaque étape.

## Prenez soin de vous
L’attente peut être difficile. Nos ressources de soutien psychologique sont à votre disposition dès que vous en avez besoin, et notre équipe n’est qu’à un message de vous.`,
      articles: [
        {
          title: 'Le processus de mise en relation',
          description: 'Ce qui se passe de la création de votre profil jusqu’à l’arrivée des embryons dans votre clinique.',
          link: '/matching/learn-matching-process',
        },
        {
          title: 'Aspects juridiques',
          description: 'Filiation, accords entre familles et importance d’un conseil juridique indépendant.',
          link: '/matching/learn-legal',
        },
        {
          title: 'Aspects médicaux',
          description: 'Examens, qualité embryonnaire et préparation à un transfert d’embryons congelés.',
          link: '/matching/learn-medical-considerations',
        },
      ],
    },
    docuSign: {
      title: 'Accord pour demander l’accueil d’embryons',
      body: `En signant ci-dessous, vous confirmez votre demande d’accueil d’embryons donnés.

- Je garderai confidentielles les informations que je consulte sur les familles donneuses et je ne les utiliserai que pour prendre ma décision.
- Je comprends que la famille donneuse décide d’accepter ou non ma demande, et qu’une mise en relation n’est pas garantie.
- Je comprends que ma clinique réalisera ses propres examens médicaux avant tout traitement.
- Il m’a été conseillé de consulter un juriste indépendant au sujet de la filiation et de tout accord entre nos familles.
- J’accepte que ma signature électronique ait la même valeur qu’une signature manuscrite.`,
    },
  },

  dispositionPages: {
    'donate-to-science': {
      main: {
        label: 'Faire don de vos embryons à la recherche',
        body: `Certaines familles décident que leurs embryons peuvent aider les chercheurs à mieux comprendre la fertilité et les premiers stades du développement humain, et à améliorer la FIV pour les personnes qui viendront après elles. Les embryons donnés à la recherche ne sont utilisés que dans des projets autorisés et ne servent jamais à obtenir une grossesse.

C’est un choix important, et rien ne presse. Lisez les informations ci-dessous, parlez-en avec votre partenaire et avec notre équipe, et revenez quand vous vous sentez prêt ou prête.`,
      },
      sub: [
        {
          label: 'Les prochaines étapes',
          body: `Lorsque vous choisissez cette option, nous vous demandons, ainsi qu’à votre partenaire si vous avez conçu les embryons ensemble, de signer électroniquement un formulaire de consentement. Votre clinique confirme ensuite le projet de recherche qui recevra les embryons et organise leur transfert. Nous vous prévenons lorsque le don est finalisé.`,
        },
        {
          label: 'Bon à savoir',
          body: `- Le don à la recherche est anonyme : les chercheurs ne reçoivent ni votre nom ni vos coordonnées.
- Les deux membres du couple doivent être d’accord pour que le don ait lieu.
- Vous pouvez changer d’avis à tout moment jusqu’à la remise des embryons à l’équipe de recherche.
- Les frais de conservation cessent une fois le don finalisé.`,
        },
        {
          label: 'En parler',
          body: `Beaucoup de personnes trouvent utile d’échanger avec un psychologue spécialisé en fertilité avant de décider. Si vous souhaitez que nous vous orientions, ou si vous avez simplement une question, notre équipe d’accompagnement est là pour vous.`,
        },
      ],
      choose: 'Choisir le don à la recherche',
    },
    'donate-to-another-couple': {
      main: {
        label: 'Faire don de vos embryons à une autre famille',
        body: `Vos embryons pourraient permettre à un autre couple ou à une autre personne de fonder la famille qu’ils espèrent. Beaucoup de donneurs nous confient que savoir que leurs embryons peuvent apporter de la joie à d’autres leur apporte une certaine sérénité.

Le don à une autre famille comporte des étapes juridiques, médicales et émotionnelles. Nous vous accompagnons à chacune d’elles, et vous pouvez prendre tout le temps nécessaire.`,
      },
      sub: [
        {
          label: 'Don ouvert ou fermé',
          body: `Dans un don **ouvert**, vous et la famille receveuse convenez de partager certaines informations, et parfois de rester en contact. Dans un don **fermé**, aucune information permettant de vous identifier n’est échangée. C’est vous qui décidez, et vous pouvez consulter les profils des familles sur notre site de mise en relation avant de faire votre choix.`,
        },
        {
          label: 'Don anonyme par l’intermédiaire de votre clinique',
          body: `Si vous préférez ne pas choisir vous-même la famille, vous pouvez faire un don anonyme par l’intermédiaire de votre clinique. La clinique sélectionne les receveurs selon ses propres critères médicaux, et aucune des deux familles ne reçoit d’information permettant d’identifier l’autre.`,
        },
        {
          label: 'Les prochaines étapes',
          body: `1. Choisissez cette option et signez électroniquement votre consentement.
2. Remplissez un court questionnaire sur vos antécédents médicaux et familiaux, afin que les receveurs disposent des informations nécessaires.
3. Confirmez la forme de don que vous souhaitez : ouvert, fermé ou anonyme par l’intermédiaire de votre clinique.
4. Une fois la mise en relation acceptée, vos embryons sont transportés en toute sécurité vers la clinique receveuse.`,
        },
      ],
      choose: 'Choisir le don à une autre famille',
    },
    'use-your-own': {
      main: {
        label: 'Utiliser vos embryons pour votre propre traitement',
        body: `Lorsque vous vous sentez prêt ou prête à agrandir votre famille, vos embryons vous attendent. Nous travaillons avec votre clinique de fertilité pour les mettre à disposition en toute sécurité en vue d’un transfert d’embryons congelés.

Chaque parcours est différent : votre clinique vous parlera du calendrier, de la préparation et du nombre d’embryons à décongeler.`,
      },
      sub: [
        {
          label: 'Avant votre transfert',
          body: `Contactez votre clinique de fertilité pour planifier votre cycle de traitement. Dès que vous avez une date, choisissez cette option ici afin que nous puissions préparer les documents de mise à disposition et organiser un transport sécurisé en temps utile.`,
        },
        {
          label: 'Transport et délais',
          body: `Les embryons voyagent dans un conteneur cryogénique surveillé qui les maintient à une température stable pendant tout le trajet. Merci de prévoir au moins deux semaines entre le choix de cette option et la date prévue de votre transfert.`,
        },
        {
          label: 'Les embryons que vous n’utilisez pas',
          body: `Les embryons restants après votre traitement demeurent conservés en toute sécurité selon votre formule de conservation actuelle. Vous pouvez revenir sur vos options à tout moment.`,
        },
      ],
      choose: 'Mettre mes embryons à disposition pour mon traitement',
    },
    'thaw-and-discard': {
      main: {
        label: 'Décongeler et détruire vos embryons',
        body: `Certaines personnes décident qu’elles n’utiliseront pas leurs embryons et préfèrent qu’ils soient décongelés et que leur développement prenne fin naturellement. C’est une décision profondément personnelle, et votre choix sera respecté, quel qu’il soit.

Une fois les embryons décongelés et détruits, il n’est plus possible de revenir en arrière. Prenez le temps de lire les informations ci-dessous et n’hésitez pas à nous contacter si quelque chose n’est pas clair.`,
      },
      sub: [
        {
          label: 'Avant de décider',
          body: `Vous pouvez aussi envisager le don à la recherche ou à une autre famille, afin que vos embryons puissent aider d’autres personnes. Si vous hésitez, un psychologue peut vous aider à y voir plus clair. Rien ne vous oblige à décider aujourd’hui.`,
        },
        {
          label: 'Le consentement des deux partenaires',
          body: `Si vous avez conçu vos embryons avec un ou une partenaire, vous devez tous deux signer le consentement avant toute démarche. Nous envoyons le formulaire à chacun de vous séparément.`,
        },
        {
          label: 'Les prochaines étapes',
          body: `Une fois le consentement signé, un délai de réflexion permet à chacun de vous de changer d’avis. Notre équipe de laboratoire décongèle ensuite les embryons avec tout le soin nécessaire et vous confirme par écrit que cela a été fait. Les frais de conservation de ces embryons cessent à compter de cette date.`,
        },
      ],
      table: {
        title: 'À quoi vous attendre',
        rows: [
          ['Consentement', 'Vous, et votre partenaire le cas échéant, signez électroniquement'],
          ['Délai de réflexion', '14 jours, pendant lesquels chacun de vous peut se rétracter'],
          ['Décongélation et destruction', 'Réalisées avec soin par notre équipe de laboratoire'],
          ['Confirmation', 'Un courrier dans votre compte sous 5 jours ouvrés'],
        ],
      },
      choose: 'Choisir la décongélation et la destruction',
    },
    'egg-donate-to-science': {
      main: {
        label: 'Faire don de vos ovocytes à la recherche',
        body: `Les ovocytes donnés aident les chercheurs à comprendre la fertilité et à améliorer des traitements comme la congélation d’ovocytes et la FIV. Les ovocytes donnés à la recherche ne sont utilisés que dans des projets autorisés et ne servent jamais à obtenir une grossesse.

Prenez le temps dont vous avez besoin : lisez les informations ci-dessous et parlez-en avec notre équipe avant de décider.`,
      },
      sub: [
        {
          label: 'Les prochaines étapes',
          body: `Après la signature électronique de votre consentement, votre clinique confirme le projet de recherche qui recevra vos ovocytes et organise leur transfert. Nous vous prévenons lorsque le don est finalisé, et les frais de conservation cessent à compter de cette date.`,
        },
        {
          label: 'Bon à savoir',
          body: `- Le don à la recherche est anonyme.
- Vous pouvez changer d’avis jusqu’à la remise de vos ovocytes à l’équipe de recherche.
- Les équipes de recherche ne peuvent pas communiquer les résultats de chaque étude, mais les travaux publiés profitent à de nombreux patients.`,
        },
      ],
      choose: 'Choisir le don à la recherche',
    },
    'egg-donate-to-another-couple': {
      main: {
        label: 'Faire don de vos ovocytes à une autre famille',
        body: `Vos ovocytes congelés pourraient aider une autre personne à devenir parent. Le don d’ovocytes est un geste généreux, qui comprend des examens médicaux, des démarches juridiques et un temps de réflexion. Nous vous expliquons tout au fil du parcours.

Les donneuses doivent généralement avoir rempli certains critères d’âge et de santé au moment de la congélation de leurs ovocytes. Notre équipe le vérifie avec vous avant toute démarche.`,
      },
      sub: [
        {
          label: 'Don dirigé ou anonyme',
          body: `Selon la loi de votre pays, vous pouvez faire un don à une personne que vous connaissez, comme une amie ou une proche, ou un don anonyme par l’intermédiaire de votre clinique. Dans tous les cas, la clinique réalise des examens et propose un accompagnement à toutes les personnes concernées avant le début du traitement.`,
        },
        {
          label: 'Les prochaines étapes',
          body: `1. Choisissez cette option et signez électroniquement votre consentement.
2. Communiquez vos antécédents médicaux et familiaux à la clinique.
3. La clinique réalise les examens et les formalités juridiques avec vous et avec les receveurs.
4. Vos ovocytes sont transportés en toute sécurité vers la clinique qui réalise le traitement.`,
        },
      ],
      choose: 'Choisir le don à une autre famille',
    },
    'egg-use-your-own': {
      main: {
        label: 'Utiliser vos ovocytes pour votre propre traitement',
        body: `Lorsque vous êtes prête à envisager une grossesse, vos ovocytes congelés peuvent être décongelés, fécondés et utilisés dans le cadre d’une FIV. Nous travaillons avec votre clinique de fertilité pour les mettre à disposition en toute sécurité.

Votre clinique vous parlera du calendrier, de la préparation et du déroulement de votre cycle de traitement.`,
      },
      sub: [
        {
          label: 'Avant votre traitement',
          body: `Contactez votre clinique de fertilité pour planifier votre cycle. Dès que vous avez une date, choisissez cette option afin que nous puissions préparer les documents de mise à disposition et organiser un transport sécurisé.`,
        },
        {
          label: 'Transport et délais',
          body: `Les ovocytes voyagent dans un conteneur cryogénique surveillé, à température stable. Merci de prévoir au moins deux semaines entre le choix de cette option et la date prévue de votre traitement.`,
        },
      ],
      choose: 'Mettre mes ovocytes à disposition pour mon traitement',
    },
    'egg-thaw-and-discard': thawAndDiscardSamples('d’ovocytes'),
    'sperm-thaw-and-discard': thawAndDiscardSamples('de sperme'),
    'testicular-thaw-and-discard': thawAndDiscardSamples('de tissu testiculaire'),
  },

  footer: {
    contact: `## Nous contacter
Accompagnement des membres : [support@cryoportal.example](mailto:support@cryoportal.example)

Téléphone : [+1 800 555 0100](tel:+18005550100)`,
    hours: `## Horaires d’ouverture
Du lundi au vendredi, de 8 h à 18 h

Le samedi, de 9 h à 13 h

Notre équipe de conservation est d’astreinte 24 h/24 pour toute urgence concernant vos échantillons.`,
    links: `## Liens utiles
- [Qui sommes-nous](/info/about)
- [Politique de confidentialité](/info/privacy-policy)
- [Conditions générales](/info/terms-and-conditions)`,
  },

  matching: {
    pages: {
      home: {
        label: 'Bienvenue sur le site de mise en relation',
        body: `C’est ici que les familles qui ont des embryons à donner et celles qui espèrent en accueillir peuvent se rencontrer, avec attention et respect à chaque étape.

## Pour commencer
Complétez votre profil, puis découvrez les familles participantes. Lorsque vous ressentez un lien, envoyez une demande. Notre équipe accompagne les deux familles tout au long du parcours.`,
        articles: [
          {
            title: 'Comment fonctionne la mise en relation',
            description: 'De votre premier profil jusqu’à l’accord entre les familles.',
            link: '/matching/learn-matching-process',
          },
          {
            title: 'Prendre soin de vous',
            description: 'Un soutien pour la dimension émotionnelle du don.',
            link: '/matching/mental-health',
          },
        ],
      },
      mission: {
        label: 'Notre mission',
        body: `Nous pensons que chaque embryon qui nous est confié mérite un avenir réfléchi, et que chaque famille mérite de pouvoir le choisir.

Notre site de mise en relation permet aux familles donneuses de faire un choix éclairé et généreux, et aux futurs parents de fonder leur famille dans l’honnêteté et la dignité. Nous veillons à la transparence du processus, nous protégeons la vie privée de chacun et nous plaçons le bien-être des enfants nés d’un don au cœur de notre action.`,
        articles: [],
      },
      'mental-health': {
        label: 'Santé mentale et soutien',
        body: `Donner ou accueillir des embryons peut faire naître beaucoup d’émotions : espoir, chagrin, soulagement, incertitude. Toutes sont normales.

## Vous n’êtes pas seul ou seule
- Échanger avec un psychologue spécialisé en fertilité avant et après une mise en relation peut vous aider à vous sentir plus serein ou sereine dans vos décisions.
- Les groupes de parole vous permettent de rencontrer des personnes qui ont vécu la même chose que vous.
- Si vous traversez une période difficile, parlez-en à votre médecin ou contactez une ligne d’écoute près de chez vous.

Notre équipe peut vous aider à trouver un professionnel spécialisé dans le don.`,
        articles: [
          {
            title: 'Agence de la biomédecine',
            description: 'Informations officielles sur l’assistance médicale à la procréation et le don.',
            link: 'https://www.agence-biomedecine.fr/',
          },
        ],
      },
      'learn-legal': {
        label: 'Aspects juridiques',
        body: `L’accueil d’embryons crée des liens durables : il est donc important que chacun comprenne ses droits et ses responsabilités.

## Points à considérer
- **Filiation :** qui la loi reconnaît comme parents d’un enfant né d’embryons donnés.
- **Accords :** ce que les familles donneuse et receveuse conviennent au sujet des contacts et du partage d’informations.
- **Contacts futurs :** les informations auxquelles l’enfant pourra accéder en grandissant.

Les lois varient d’un pays à l’autre, et certains imposent l’anonymat du don. Nous recommandons vivement aux deux familles de consulter un juriste indépendant avant de s’engager.`,
        articles: [],
      },
      'learn-medical-considerations': {
        label: 'Aspects médicaux',
        body: `Votre clinique vous accompagne dans la dimension médicale de l’accueil d’embryons.

## À quoi vous attendre
- **Examens :** les familles donneuses communiquent leurs antécédents médicaux et familiaux, et les receveurs réalisent les examens demandés par leur clinique.
- **Qualité embryonnaire :** les dossiers indiquent le stade auquel les embryons ont été congelés, et votre clinique peut vous expliquer ce que cela signifie pour vos chances de succès.
- **Transfert :** les embryons donnés sont décongelés et transférés lors d’un cycle de transfert d’embryons congelés planifié par la clinique receveuse.`,
        articles: [
          {
            title: 'Procréation médicalement assistée',
            description: 'Des informations médicales claires sur la FIV et le transfert d’embryons congelés.',
            link: 'https://www.procreation-medicale.fr/',
          },
        ],
      },
      'learn-matching-process': {
        label: 'Le processus de mise en relation',
        body: `1. **Créez votre profil.** Présentez-vous aux autres familles : qui vous êtes, vos valeurs et vos espoirs.
2. **Recherchez et consultez des profils.** Filtrez selon ce qui compte pour vous et lisez les profils à votre rythme.
3. **Envoyez ou recevez une demande.** Lorsqu’une famille vous semble être la bonne, envoyez-lui une demande. L’autre famille peut l’accepter ou la refuser.
4. **Confirmez la mise en relation.** Les deux familles confirment, puis notre équipe et vos cliniques organisent ensemble la suite.
5. **Transfert.** Les embryons sont transportés en toute sécurité vers la clinique receveuse.

Vous pouvez faire une pause ou vous retirer à tout moment avant le transfert des embryons.`,
        articles: [],
      },
    },
    membersWithoutMatchingProfiles:
      'Aucun profil ne correspond encore à votre recherche. De nouvelles familles nous rejoignent régulièrement : essayez d’élargir vos filtres ou revenez bientôt.',
  },

  infoPages: {
    about: {
      title: 'Qui sommes-nous',
      body: `Nous assurons la conservation cryogénique à long terme d’embryons, d’ovocytes, de spermatozoïdes et de tissu testiculaire, en partenariat avec des cliniques de fertilité qui nous confient ce qui compte le plus pour leurs patients.

## Comment nous prenons soin de vos échantillons
Vos échantillons sont conservés dans l’azote liquide, à une température constante d’environ −196 °C. Chaque cuve est surveillée jour et nuit, avec des alarmes, des réserves de secours et une équipe d’astreinte à toute heure. Chaque échantillon est suivi depuis son arrivée jusqu’au jour où il quitte nos installations.

## Nos engagements
- Nous vous expliquons clairement vos options et ne vous pressons jamais.
- Nous n’agissons que sur la base de votre consentement écrit.
- Nous protégeons vos données personnelles avec le même soin que vos échantillons.

## Nous contacter
Accompagnement des membres : [support@cryoportal.example](mailto:support@cryoportal.example), du lundi au vendredi, de 8 h à 18 h.`,
    },
    'privacy-policy': {
      title: 'Politique de confidentialité',
      body: `Cette politique explique quelles données personnelles nous détenons à votre sujet, pourquoi, comment nous les protégeons et quels sont vos droits. Nous savons que les informations liées à un parcours de fertilité font partie des plus sensibles qui soient, et nous les traitons comme telles.

## Les données que nous détenons
- **Identité et coordonnées :** vos nom, date de naissance, adresse, numéro de téléphone et adresse e-mail, ainsi que ceux de votre partenaire lorsque les échantillons sont communs.
- **Dossiers de conservation :** les échantillons que nous conservons pour vous, leur provenance, leur statut et les décisions que vous avez prises à leur sujet.
- **Consentements :** chaque consentement donné sur le portail, y compris votre signature électronique, la date et l’heure, et la version des conditions acceptées.
- **Facturation :** votre formule de conservation, vos factures et vos paiements. Les données de votre carte sont traitées par notre prestataire de paiement ; nous ne voyons ni ne conservons jamais le numéro complet de votre carte.
- **Profil de mise en relation :** si vous utilisez le site de mise en relation, les informations et photos que vous choisissez de partager.
- **Données techniques :** l’historique de connexion et les journaux de sécurité qui nous aident à protéger votre compte.

## Pourquoi nous les utilisons
Nous utilisons vos données pour conserver vos échantillons et en prendre soin, exécuter vos instructions, gérer votre compte et votre facturation, vous contacter au sujet de votre conservation et respecter nos obligations légales et réglementaires. Nous ne vendons pas vos données et ne les utilisons pas à des fins publicitaires.

## Comment nous les protégeons
- Toutes les connexions au portail sont chiffrées.
- Vos nom, adresse, numéro de téléphone, adresse e-mail et date de naissance sont en outre chiffrés dans notre base de données.
- L’accès est réservé aux membres du personnel qui en ont besoin pour leur mission, et chaque accès est enregistré.
- La connexion est protégée par des règles de mot de passe strictes et, lorsqu’elle est activée, par une vérification en deux étapes.

## Avec qui nous les partageons
Nous ne partageons vos données qu’avec votre clinique de fertilité, les laboratoires et transporteurs qui interviennent dans le déplacement de vos échantillons, notre prestataire de paiement et des prestataires techniques soigneusement choisis qui les traitent pour notre compte dans le cadre d’un contrat. Nous ne communiquons de données aux autorités que lorsque la loi l’exige.

## Combien de temps nous les conservons
Nous conservons votre dossier aussi longtemps que nous conservons des échantillons pour vous, puis pendant la durée imposée par la réglementation applicable aux dossiers de fertilité.

## Vos droits
Selon votre lieu de résidence, vous pouvez disposer d’un droit d’accès, de rectification, d’effacement lorsque la loi le permet, de limitation ou d’opposition à certains traitements, d’un droit à la portabilité de vos données et du droit de retirer votre consentement à tout moment. Vous pouvez également adresser une réclamation à votre autorité de protection des données.

Pour exercer ces droits, écrivez à notre équipe chargée de la confidentialité à [privacy@cryoportal.example](mailto:privacy@cryoportal.example).`,
    },
    'terms-and-conditions': {
      title: 'Conditions générales',
      body: `Les présentes conditions s’appliquent aux services de conservation que nous vous fournissons et à votre utilisation de cet espace membre. Lisez-les avec les formulaires de consentement que vous avez signés auprès de votre clinique.

## Notre service
Nous conservons vos embryons, ovocytes, spermatozoïdes ou tissu testiculaire dans des cuves cryogéniques surveillées, tenons des dossiers précis, et ne mettons à disposition, transférons, donnons ou détruisons vos échantillons que sur vos instructions écrites et dans le respect de la loi.

## Votre compte
- Gardez votre identifiant et votre mot de passe confidentiels, et prévenez-nous immédiatement si vous pensez qu’une autre personne a utilisé votre compte.
- Tenez vos coordonnées à jour afin que nous puissions vous joindre au sujet de vos échantillons. C’est important : nous pourrions avoir besoin de vos instructions avant l’expiration de votre consentement à la conservation.
- Lorsque les échantillons vous appartiennent, à vous et à votre partenaire, toute décision les concernant nécessite votre consentement à tous les deux.

## Tarifs et paiement
Les frais de conservation sont facturés d’avance pour chaque période, comme indiqué dans votre formule de conservation. Vous pouvez consulter votre solde et votre historique de facturation sur le portail. En cas de retard de paiement, nous vous contactons et cherchons avec vous une solution avant toute autre démarche.

## Les décisions concernant vos échantillons
Les instructions que vous donnez sur le portail sont confirmées par une signature électronique, qui a la même valeur qu’une signature manuscrite. Vous pouvez retirer une instruction tant qu’elle n’a pas été exécutée. Certaines décisions, comme la décongélation et la destruction, sont irréversibles une fois réalisées.

## Si nous ne parvenons pas à vous joindre
Si vos frais de conservation restent impayés et que nous ne parvenons pas à vous joindre, nous appliquons la procédure prévue par vos formulaires de consentement et par la loi. Nous essayons toujours toutes les coordonnées dont nous disposons avant qu’une décision ne soit prise au sujet de vos échantillons.

## Notre responsabilité
Nous prenons le plus grand soin de vos échantillons et utilisons des équipements et des procédures conformes aux normes du secteur. La cryoconservation comporte un risque biologique inévitable, et nous ne pouvons pas garantir que les échantillons survivront à la décongélation ni qu’ils permettront d’obtenir une grossesse. Rien dans ces conditions ne limite les droits que vous tenez de la loi.

## Modification des conditions
En cas de modification de ces conditions, nous vous en informons sur le portail au moins 30 jours avant leur entrée en vigueur.

## Questions
Contactez l’accompagnement des membres à [support@cryoportal.example](mailto:support@cryoportal.example).`,
    },
  },

  loginSlides: [
    { title: 'Veillés jour et nuit', description: 'Des cuves de conservation surveillées en permanence par une équipe dédiée' },
    { title: 'Vos décisions, à votre rythme', description: 'Un couple lisant ensemble à la maison' },
    { title: 'Là quand vous avez besoin de nous', description: 'Une personne de notre équipe prête à vous aider' },
  ],
};
