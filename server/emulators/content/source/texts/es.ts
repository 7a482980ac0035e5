// Contenido predeterminado (clínica 0) en español. Neutral respecto al país a propósito:
// todas las clínicas recurren a él, estén donde estén.
import type { ContentTexts, DispositionPageText } from './content-texts.ts';

/** Página de descongelación y descarte para muestras que no son embriones (óvulos, semen, tejido testicular). */
function thawAndDiscardSamples(samples: string): DispositionPageText {
  return {
    main: {
      label: `Descongelar y descartar sus muestras de ${samples}`,
      body: `Si ya no tiene previsto utilizar sus muestras de ${samples} almacenadas, puede solicitar que se descongelen y se descarten. Es una decisión personal y respetamos lo que usted decida.

Una vez descongeladas y descartadas, no es posible deshacerlo. Lea con atención la información que encontrará a continuación y no dude en contactarnos si algo no le queda claro.`,
    },
    sub: [
      {
        label: 'Antes de decidir',
        body: `Si no está seguro o segura de lo que quiere para el futuro, puede mantener sus muestras almacenadas mientras lo piensa. Hablar con su médico o con un profesional de la psicología puede ayudarle, y nuestro equipo estará encantado de responder a sus preguntas.`,
      },
      {
        label: 'Próximos pasos',
        body: `Después de firmar electrónicamente el consentimiento, hay un breve periodo de espera por si cambia de opinión. A continuación, nuestro equipo de laboratorio descongela y descarta las muestras y se lo confirma por escrito. Los cargos de almacenamiento de estas muestras dejan de aplicarse desde esa fecha.`,
      },
    ],
    choose: 'Elegir descongelar y descartar',
  };
}

export const es: ContentTexts = {
  buttons: { talkToUs: 'Hablar con nuestro equipo', backToOptions: 'Volver a mis opciones' },

  donorPortal: {
    landing: {
      title: 'Le damos la bienvenida a su portal de miembro',
      body: `Este es su espacio para gestionar todo lo que tiene almacenado con nosotros: su cuenta, su historial de facturación y las opciones disponibles para sus muestras.

## Sus opciones, a su ritmo
Las decisiones que se describen aquí no tienen fecha límite. Léalas con calma, coméntelas con las personas en quienes confía y vuelva cuando se sienta preparado o preparada. Si desea hablar con alguien, nuestro equipo de atención a miembros estará encantado de ayudarle.

## El cuidado de sus muestras
Sus muestras se conservan en tanques de almacenamiento vigilados las 24 horas, con control continuo de la temperatura, alarmas y sistemas de respaldo. Puede consultar su estado en cualquier momento en **Cuenta**.`,
      articles: [
        {
          title: 'Entender sus opciones',
          description: 'Una guía clara sobre donar, utilizar o descartar embriones, óvulos y semen almacenados.',
          link: 'https://www.sefertilidad.net/',
        },
        {
          title: 'Apoyo emocional',
          description: 'Decidir qué hacer con las muestras almacenadas puede despertar emociones intensas. No tiene que hacerlo en soledad.',
          link: 'https://www.sefertilidad.net/',
        },
        {
          title: 'Quiénes somos',
          description: 'Quiénes somos, cómo cuidamos de sus muestras y cómo contactarnos.',
          link: '/member/about',
        },
      ],
    },
    docuSign: {
      title: 'Consentimiento para su decisión de almacenamiento',
      body: `Al firmar a continuación, confirma su decisión sobre las muestras almacenadas que se indican en esta página.

- He leído la información sobre esta opción y he tenido la oportunidad de hacer preguntas.
- Entiendo que algunas opciones, como descongelar y descartar o donar, no pueden revertirse una vez realizadas.
- Si las muestras se crearon con mi pareja, entiendo que mi pareja también debe dar su consentimiento antes de que se haga nada.
- Puedo retirar este consentimiento por escrito en cualquier momento antes de que se lleve a cabo la opción elegida.
- Acepto que mi firma electrónica tiene el mismo efecto que una firma manuscrita.

En su cuenta se conserva una copia de este consentimiento, con la fecha y la hora de la firma.`,
    },
  },

  recipientPortal: {
    landing: {
      title: 'Nos alegra mucho tenerle aquí',
      body: `Formar una familia mediante la donación de embriones es un paso lleno de esperanza, y para nosotros es un honor acompañarle.

## Cómo funciona
Cree su perfil para que las familias donantes puedan conocerle, consulte los perfiles de los centros de donación que cumplen los requisitos y envíe una solicitud cuando sienta una conexión. Nuestro equipo acompaña a ambas familias en cada etapa.

## Cuide de usted
La espera puede ser difícil. Nuestros recursos de salud mental están a su disposición siempre que los necesite, y nuestro equipo está a solo un mensaje de distancia.`,
      articles: [
        {
          title: 'El proceso de emparejamiento',
          description: 'Qué sucede desde que crea su perfil hasta que los embriones donados llegan a su clínica.',
          link: '/matching/learn-matching-process',
        },
        {
          title: 'Aspectos legales',
          description: 'Filiación, acuerdos entre familias y por qué es importante contar con asesoramiento legal independiente.',
          link: '/matching/learn-legal',
        },
        {
          title: 'Aspectos médicos',
          description: 'Pruebas de cribado, calidad embrionaria y preparación para una transferencia de embriones congelados.',
          link: '/matching/learn-medical-considerations',
        },
      ],
    },
    docuSign: {
      title: 'Acuerdo para solicitar embriones donados',
      body: `Al firmar a continuación, confirma su solicitud para recibir embriones donados.

- Mantendré la confidencialidad de la información que vea sobre las familias donantes y la utilizaré únicamente para tomar mi decisión.
- Entiendo que la familia donante decide si acepta mi solicitud y que no se garantiza un emparejamiento.
- Entiendo que mi clínica realizará sus propias pruebas médicas antes de cualquier tratamiento.
- Se me ha recomendado obtener asesoramiento legal independiente sobre la filiación y sobre cualquier acuerdo entre nuestras familias.
- Acepto que mi firma electrónica tiene el mismo efecto que una firma manuscrita.`,
    },
  },

  dispositionPages: {
    'donate-to-science': {
      main: {
        label: 'Donar sus embriones a la ciencia',
        body: `Algunas familias deciden que sus embriones pueden ayudar a la investigación a comprender mejor la fertilidad y el desarrollo humano temprano, y a mejorar la FIV para quienes vendrán después. Los embriones donados a la ciencia solo se utilizan en proyectos de investigación autorizados y nunca se emplean para lograr un embarazo.

Es una decisión importante y no hay ninguna prisa. Lea la información que encontrará a continuación, háblelo con su pareja y con nuestro equipo, y vuelva cuando se sienta preparado o preparada.`,
      },
      sub: [
        {
          label: 'Próximos pasos',
          body: `Cuando elija esta opción, le pediremos a usted (y a su pareja, si crearon los embriones juntos) que firme electrónicamente un formulario de consentimiento. Después, su clínica confirma el proyecto de investigación que recibirá los embriones y organiza el traslado. Le avisaremos cuando la donación se haya completado.`,
        },
        {
          label: 'Conviene saber',
          body: `- La donación a la investigación es anónima: el equipo investigador no recibe su nombre ni sus datos de contacto.
- Ambos miembros de la pareja deben estar de acuerdo para que la donación siga adelante.
- Puede cambiar de opinión en cualquier momento hasta que los embriones se hayan entregado al equipo investigador.
- Los cargos de almacenamiento dejan de aplicarse cuando se completa la donación.`,
        },
        {
          label: 'Hablarlo con calma',
          body: `A muchas personas les ayuda hablar con un profesional de la psicología especializado en fertilidad antes de decidir. Si desea que le recomendemos a alguien, o simplemente tiene una pregunta, nuestro equipo de atención a miembros está aquí para usted.`,
        },
      ],
      choose: 'Elegir donar a la ciencia',
    },
    'donate-to-another-couple': {
      main: {
        label: 'Donar sus embriones a otra familia',
        body: `Sus embriones podrían ayudar a otra pareja o a otra persona a formar la familia que tanto desea. Muchas familias donantes nos cuentan que saber que sus embriones pueden traer alegría a otras personas les da paz.

La donación a otra familia implica pasos legales, médicos y emocionales. Le acompañaremos en cada uno de ellos, y puede tomarse todo el tiempo que necesite.`,
      },
      sub: [
        {
          label: 'Donación abierta o cerrada',
          body: `En una donación **abierta**, usted y la familia receptora acuerdan compartir cierta información y, en ocasiones, mantener el contacto. En una donación **cerrada** no se intercambia ningún dato identificativo. Usted decide qué opción le parece adecuada, y puede leer los perfiles de las familias en nuestro sitio de emparejamiento antes de elegir.`,
        },
        {
          label: 'Donación anónima a través de su clínica',
          body: `Si prefiere no elegir usted a la familia, puede donar de forma anónima a través de su clínica. La clínica selecciona a las personas receptoras según sus propios criterios médicos, y ninguna de las familias recibe datos identificativos de la otra.`,
        },
        {
          label: 'Próximos pasos',
          body: `1. Elija esta opción y firme el consentimiento electrónicamente.
2. Complete un breve historial médico y familiar, para que las personas receptoras dispongan de la información que necesitan.
3. Confirme cómo desea donar: de forma abierta, cerrada o anónima a través de su clínica.
4. Una vez acordado el emparejamiento, sus embriones se trasladan de forma segura a la clínica receptora.`,
        },
      ],
      choose: 'Elegir donar a otra familia',
    },
    'use-your-own': {
      main: {
        label: 'Utilizar sus embriones en su propio tratamiento',
        body: `Cuando se sienta preparado o preparada para ampliar su familia, sus embriones le estarán esperando. Colaboramos con su clínica de fertilidad para liberarlos de forma segura para una transferencia de embriones congelados.

Cada camino es diferente, así que su clínica hablará con usted sobre el momento, la preparación y el número de embriones que conviene descongelar.`,
      },
      sub: [
        {
          label: 'Antes de la transferencia',
          body: `Póngase en contacto con su clínica de fertilidad para planificar su ciclo de tratamiento. Cuando tenga una fecha, elija esta opción aquí para que podamos preparar la documentación de liberación y organizar un transporte seguro con tiempo suficiente.`,
        },
        {
          label: 'Transporte y plazos',
          body: `Los embriones viajan en un contenedor criogénico vigilado que los mantiene a una temperatura estable durante todo el trayecto. Le rogamos que deje al menos dos semanas entre la elección de esta opción y la fecha prevista de la transferencia.`,
        },
        {
          label: 'Embriones que no utilice',
          body: `Los embriones que queden después de su tratamiento seguirán congelados de forma segura según su plan de almacenamiento actual. Puede volver a revisar sus opciones en cualquier momento.`,
        },
      ],
      choose: 'Liberar mis embriones para el tratamiento',
    },
    'thaw-and-discard': {
      main: {
        label: 'Descongelar y descartar sus embriones',
        body: `Algunas personas deciden que no utilizarán sus embriones y prefieren que se descongelen y se deje que lleguen a su fin de forma natural. Es una decisión profundamente personal, y respetaremos lo que usted decida.

Una vez que los embriones se han descongelado y descartado, no es posible deshacerlo. Lea con atención la información que encontrará a continuación y no dude en contactarnos si algo no le queda claro.`,
      },
      sub: [
        {
          label: 'Antes de decidir',
          body: `Quizá también quiera considerar la donación a la ciencia o a otra familia, para que sus embriones puedan ayudar a otras personas. Si tiene dudas, un profesional de la psicología puede ayudarle a explorar lo que siente. No tiene por qué decidirlo hoy.`,
        },
        {
          label: 'Consentimiento de ambos miembros de la pareja',
          body: `Si creó sus embriones con su pareja, ambos deben firmar el consentimiento antes de que se haga nada. Enviaremos el formulario a cada uno por separado.`,
        },
        {
          label: 'Próximos pasos',
          body: `Una vez firmado el consentimiento, hay un periodo de espera por si alguno de los dos cambia de opinión. Después, nuestro equipo de laboratorio descongela los embriones con todo el cuidado y le confirma por escrito que se ha realizado. Los cargos de almacenamiento de estos embriones dejan de aplicarse desde esa fecha.`,
        },
      ],
      table: {
        title: 'Qué puede esperar',
        rows: [
          ['Consentimiento', 'Usted, y su pareja si la tiene, firman electrónicamente'],
          ['Periodo de espera', '14 días, durante los cuales cualquiera de los dos puede retirarse'],
          ['Descongelación y descarte', 'Lo realiza con todo el cuidado nuestro equipo de laboratorio'],
          ['Confirmación', 'Una carta en su cuenta en un plazo de 5 días hábiles'],
        ],
      },
      choose: 'Elegir descongelar y descartar',
    },
    'egg-donate-to-science': {
      main: {
        label: 'Donar sus óvulos a la ciencia',
        body: `Los óvulos donados ayudan a la investigación a comprender la fertilidad y a mejorar tratamientos como la vitrificación de óvulos y la FIV. Los óvulos donados a la ciencia solo se utilizan en investigaciones autorizadas y nunca se emplean para lograr un embarazo.

Tómese el tiempo que necesite: lea más información a continuación y hable con nuestro equipo antes de decidir.`,
      },
      sub: [
        {
          label: 'Próximos pasos',
          body: `Después de que firme electrónicamente el consentimiento, su clínica confirma el proyecto de investigación que recibirá sus óvulos y organiza el traslado. Le avisaremos cuando la donación se haya completado, y los cargos de almacenamiento dejarán de aplicarse desde esa fecha.`,
        },
        {
          label: 'Conviene saber',
          body: `- La donación a la investigación es anónima.
- Puede cambiar de opinión hasta que sus óvulos se hayan entregado al equipo investigador.
- Los equipos de investigación no pueden compartir los resultados de cada estudio, pero los hallazgos publicados ayudan a muchas personas en el futuro.`,
        },
      ],
      choose: 'Elegir donar a la ciencia',
    },
    'egg-donate-to-another-couple': {
      main: {
        label: 'Donar sus óvulos a otra familia',
        body: `Sus óvulos congelados podrían ayudar a otra persona a ser madre o padre. La donación de óvulos es un regalo generoso que conlleva pruebas médicas, trámites legales y tiempo para reflexionar. Le explicaremos todo a lo largo del proceso.

Normalmente, las donantes deben haber cumplido ciertos requisitos de edad y salud en el momento en que se congelaron los óvulos. Nuestro equipo lo comprobará con usted antes de organizar nada.`,
      },
      sub: [
        {
          label: 'Donación a una persona conocida o anónima',
          body: `Puede donar a alguien a quien conozca, como una amiga o un familiar, o de forma anónima a través de su clínica, según lo que permita la ley de su país. En cualquier caso, la clínica realiza pruebas y ofrece asesoramiento a todas las personas implicadas antes de iniciar el tratamiento.`,
        },
        {
          label: 'Próximos pasos',
          body: `1. Elija esta opción y firme el consentimiento electrónicamente.
2. Comparta su historial médico y familiar con la clínica.
3. La clínica completa las pruebas y los trámites legales con usted y con las personas receptoras.
4. Sus óvulos se trasladan de forma segura a la clínica que realizará el tratamiento.`,
        },
      ],
      choose: 'Elegir donar a otra familia',
    },
    'egg-use-your-own': {
      main: {
        label: 'Utilizar sus óvulos en su propio tratamiento',
        body: `Cuando esté preparada para buscar un embarazo, sus óvulos congelados pueden desvitrificarse, fecundarse y utilizarse en un tratamiento de FIV. Colaboramos con su clínica de fertilidad para liberarlos de forma segura.

Su clínica hablará con usted sobre el momento, la preparación y lo que puede esperar de su ciclo de tratamiento.`,
      },
      sub: [
        {
          label: 'Antes del tratamiento',
          body: `Póngase en contacto con su clínica de fertilidad para planificar su ciclo. Cuando tenga una fecha, elija esta opción para que podamos preparar la documentación de liberación y organizar un transporte seguro.`,
        },
        {
          label: 'Transporte y plazos',
          body: `Los óvulos viajan en un contenedor criogénico vigilado, a una temperatura estable. Le rogamos que deje al menos dos semanas entre la elección de esta opción y la fecha prevista del tratamiento.`,
        },
      ],
      choose: 'Liberar mis óvulos para el tratamiento',
    },
    'egg-thaw-and-discard': thawAndDiscardSamples('óvulos'),
    'sperm-thaw-and-discard': thawAndDiscardSamples('semen'),
    'testicular-thaw-and-discard': thawAndDiscardSamples('tejido testicular'),
  },

  footer: {
    contact: `## Contacto
Atención a miembros: [support@cryoportal.example](mailto:support@cryoportal.example)

Teléfono: [+1 800 555 0100](tel:+18005550100)`,
    hours: `## Horario de atención
De lunes a viernes, de 8:00 a 18:00

Sábados, de 9:00 a 13:00

Nuestro equipo de almacenamiento está de guardia las 24 horas para cualquier urgencia relacionada con sus muestras.`,
    links: `## Enlaces útiles
- [Quiénes somos](/info/about)
- [Política de privacidad](/info/privacy-policy)
- [Términos y condiciones](/info/terms-and-conditions)`,
  },

  matching: {
    pages: {
      home: {
        label: 'Le damos la bienvenida al sitio de emparejamiento',
        body: `Aquí, las familias que tienen embriones para donar y las familias que desean recibirlos pueden encontrarse, con cuidado y respeto en cada paso.

## Primeros pasos
Complete su perfil y, después, consulte las familias que participan. Cuando sienta una conexión, envíe una solicitud. Nuestro equipo acompaña a ambas familias durante todo el proceso.`,
        articles: [
          {
            title: 'Cómo funciona el emparejamiento',
            description: 'Desde su primer perfil hasta acordar un emparejamiento.',
            link: '/matching/learn-matching-process',
          },
          {
            title: 'Cuidar de usted',
            description: 'Apoyo para el lado emocional de la donación.',
            link: '/matching/mental-health',
          },
        ],
      },
      mission: {
        label: 'Nuestra misión',
        body: `Creemos que cada embrión que cuidamos merece un futuro meditado, y que cada familia merece la oportunidad de elegirlo.

Nuestro sitio de emparejamiento existe para que las familias donantes puedan tomar una decisión informada y generosa, y para que quienes desean ser madres o padres puedan formar su familia con honestidad y dignidad. Mantenemos un proceso transparente, protegemos la privacidad de todas las personas implicadas y situamos el bienestar de los niños y niñas nacidos gracias a la donación en el centro de lo que hacemos.`,
        articles: [],
      },
      'mental-health': {
        label: 'Salud mental y apoyo',
        body: `Donar o recibir embriones puede despertar muchas emociones: esperanza, duelo, alivio, incertidumbre. Todas son normales.

## No está solo ni sola
- Hablar con un profesional de la psicología especializado en fertilidad antes y después de un emparejamiento puede ayudarle a sentirse más seguro o segura de sus decisiones.
- Los grupos de apoyo le ponen en contacto con personas que han vivido lo mismo que usted.
- Si lo está pasando mal, hable con su médico o llame a una línea de atención en crisis de su zona.

Nuestro equipo puede ayudarle a encontrar un profesional especializado en donación.`,
        articles: [
          {
            title: 'Sociedad Española de Fertilidad',
            description: 'Información para pacientes sobre reproducción asistida, donación y apoyo emocional.',
            link: 'https://www.sefertilidad.net/',
          },
        ],
      },
      'learn-legal': {
        label: 'Aspectos legales',
        body: `La donación de embriones crea vínculos duraderos, por eso es importante que todas las personas comprendan sus derechos y responsabilidades.

## Qué tener en cuenta
- **Filiación:** a quién reconoce la ley como madre o padre de un niño o niña nacido de embriones donados.
- **Acuerdos:** qué pactan las familias donante y receptora sobre el contacto y el intercambio de información.
- **Contacto futuro:** a qué información podrá acceder el niño o la niña cuando crezca.

Las leyes varían de un lugar a otro, y en algunos países la donación debe ser anónima. Recomendamos encarecidamente que ambas familias obtengan asesoramiento legal independiente antes de acordar un emparejamiento.`,
        articles: [],
      },
      'learn-medical-considerations': {
        label: 'Aspectos médicos',
        body: `Su clínica le guiará en la parte médica de la donación de embriones.

## Qué puede esperar
- **Pruebas:** las familias donantes comparten su historial médico y familiar, y las personas receptoras se someten a las revisiones que exija su clínica.
- **Calidad embrionaria:** los registros indican la fase en la que se congelaron los embriones, y su clínica puede explicarle qué significa para sus probabilidades de éxito.
- **Transferencia:** los embriones donados se descongelan y se transfieren en un ciclo de transferencia de embriones congelados planificado por la clínica receptora.`,
        articles: [
          {
            title: 'Información para pacientes',
            description: 'Información médica clara sobre la FIV y la transferencia de embriones congelados.',
            link: 'https://www.sefertilidad.net/',
          },
        ],
      },
      'learn-matching-process': {
        label: 'El proceso de emparejamiento',
        body: `1. **Cree su perfil.** Cuente a otras familias quiénes son, cuáles son sus valores y qué esperan.
2. **Busque y consulte perfiles.** Filtre por lo que le importa y lea los perfiles a su ritmo.
3. **Envíe o reciba una solicitud.** Cuando una familia le parezca la adecuada, envíele una solicitud. La otra familia puede aceptarla o rechazarla.
4. **Confirme el emparejamiento.** Ambas familias lo confirman, y nuestro equipo y sus clínicas se ocupan juntos de los siguientes pasos.
5. **Transferencia.** Los embriones se trasladan de forma segura a la clínica receptora.

Puede hacer una pausa o retirarse en cualquier etapa antes de que se trasladen los embriones.`,
        articles: [],
      },
    },
    membersWithoutMatchingProfiles:
      'Todavía no hay perfiles que coincidan con su búsqueda. Se incorporan nuevas familias con frecuencia: pruebe a ampliar los filtros o vuelva a consultar pronto.',
  },

  infoPages: {
    about: {
      title: 'Quiénes somos',
      body: `Ofrecemos almacenamiento criogénico a largo plazo para embriones, óvulos, semen y tejido testicular, en colaboración con clínicas de fertilidad que confían en nosotros para cuidar de lo más importante para sus pacientes.

## Cómo cuidamos de sus muestras
Sus muestras se conservan en nitrógeno líquido a una temperatura constante de unos −196 °C. Cada tanque se vigila las 24 horas, con alarmas, suministros de respaldo y un equipo de guardia a cualquier hora. Cada muestra se sigue desde que llega hasta el día en que sale de nuestras instalaciones.

## Nuestro compromiso con usted
- Le explicamos sus opciones con claridad y nunca le metemos prisa para decidir.
- Solo actuamos según su consentimiento documentado.
- Protegemos su información personal con el mismo cuidado que sus muestras.

## Contacto
Atención a miembros: [support@cryoportal.example](mailto:support@cryoportal.example), de lunes a viernes, de 8:00 a 18:00.`,
    },
    'privacy-policy': {
      title: 'Política de privacidad',
      body: `Esta política explica qué información personal conservamos sobre usted, por qué la conservamos, cómo la protegemos y qué derechos tiene. Sabemos que la información sobre un tratamiento de fertilidad es de la más delicada que se puede compartir, y la tratamos como tal.

## Información que conservamos
- **Datos de identidad y contacto:** su nombre, fecha de nacimiento, dirección, teléfono y correo electrónico, y los de su pareja cuando las muestras son compartidas.
- **Registros de almacenamiento:** las muestras que conservamos para usted, su procedencia, su estado y las decisiones que ha tomado sobre ellas.
- **Registros de consentimiento:** cada consentimiento que otorga a través del portal, incluida su firma electrónica, la fecha y la hora, y la versión de las condiciones que aceptó.
- **Información de facturación:** su plan de almacenamiento, facturas y pagos. Los datos de su tarjeta los gestiona nuestro proveedor de pagos; nunca vemos ni guardamos el número completo de su tarjeta.
- **Perfil de emparejamiento:** si utiliza el sitio de emparejamiento, la información y las fotos que decida compartir.
- **Información técnica:** registros de inicio de sesión y de seguridad que nos ayudan a proteger su cuenta.

## Para qué la utilizamos
Utilizamos su información para almacenar y cuidar sus muestras, actuar según sus instrucciones, gestionar su cuenta y su facturación, comunicarnos con usted sobre su almacenamiento y cumplir nuestras obligaciones legales y normativas. No vendemos su información ni la utilizamos con fines publicitarios.

## Cómo la protegemos
- Todas las conexiones con el portal están cifradas.
- Su nombre, dirección, teléfono, correo electrónico y fecha de nacimiento se cifran además en nuestra base de datos.
- Solo puede acceder el personal que lo necesita para su trabajo, y cada acceso queda registrado.
- El inicio de sesión está protegido por normas estrictas de contraseña y, cuando está activada, por la verificación en dos pasos.

## Con quién la compartimos
Solo compartimos información con su clínica de fertilidad, con los laboratorios y servicios de mensajería que intervienen en el traslado de sus muestras, con nuestro proveedor de pagos y con proveedores tecnológicos cuidadosamente seleccionados que la tratan en nuestro nombre bajo contrato. Solo comunicamos información a las autoridades cuando la ley lo exige.

## Durante cuánto tiempo la conservamos
Conservamos sus registros mientras almacenemos muestras para usted y, después, durante el plazo que exijan las leyes aplicables a los registros de fertilidad.

## Sus derechos
Según el lugar donde viva, puede tener derecho a acceder a su información, a rectificarla, a suprimirla cuando la ley lo permita, a limitar u oponerse a determinados usos, a recibir una copia en un formato portátil y a retirar su consentimiento en cualquier momento. También puede presentar una reclamación ante su autoridad de protección de datos.

Para ejercer cualquiera de estos derechos, escriba a nuestro equipo de privacidad a [privacy@cryoportal.example](mailto:privacy@cryoportal.example).`,
    },
    'terms-and-conditions': {
      title: 'Términos y condiciones',
      body: `Estos términos se aplican a los servicios de almacenamiento que le prestamos y al uso que haga de este portal de miembros. Léalos junto con los formularios de consentimiento que firmó con su clínica.

## Nuestro servicio
Almacenamos sus embriones, óvulos, semen o tejido testicular en un almacenamiento criogénico vigilado, mantenemos registros precisos y solo liberamos, trasladamos, donamos o descartamos sus muestras siguiendo sus instrucciones documentadas y conforme a la ley.

## Su cuenta
- Mantenga en privado su nombre de usuario y su contraseña, y avísenos de inmediato si cree que otra persona ha utilizado su cuenta.
- Mantenga actualizados sus datos de contacto para que podamos comunicarnos con usted sobre sus muestras. Es importante: es posible que necesitemos sus instrucciones antes de que caduque su consentimiento de almacenamiento.
- Cuando las muestras les pertenecen a usted y a su pareja, las decisiones sobre ellas requieren el consentimiento de ambos.

## Tarifas y pagos
Las tarifas de almacenamiento se cobran por adelantado para cada periodo, según lo establecido en su plan de almacenamiento. Puede consultar su saldo y su historial de facturación en el portal. Si un pago se retrasa, nos pondremos en contacto con usted e intentaremos acordar una solución antes de dar cualquier otro paso.

## Decisiones sobre sus muestras
Las instrucciones que da a través del portal se confirman con una firma electrónica, que tiene el mismo efecto que una firma manuscrita. Puede retirar una instrucción mientras no se haya llevado a cabo. Algunas decisiones, como descongelar y descartar, no pueden revertirse una vez completadas.

## Si no podemos contactar con usted
Si las tarifas de almacenamiento siguen pendientes y no conseguimos contactar con usted, seguiremos el procedimiento establecido en sus formularios de consentimiento y en la ley. Siempre intentaremos todos los datos de contacto que tengamos antes de tomar cualquier decisión sobre sus muestras.

## Nuestra responsabilidad
Cuidamos sus muestras con toda la diligencia razonable y utilizamos equipos y procedimientos conformes a los estándares del sector. La criopreservación conlleva cierto riesgo biológico inevitable, y no podemos garantizar que las muestras sobrevivan a la descongelación ni que den lugar a un embarazo. Nada de lo dispuesto en estos términos limita los derechos que la ley le reconoce.

## Cambios en estos términos
Si modificamos estos términos, se lo comunicaremos en el portal al menos 30 días antes de que los cambios entren en vigor.

## Preguntas
Contacte con atención a miembros en [support@cryoportal.example](mailto:support@cryoportal.example).`,
    },
  },

  loginSlides: [
    { title: 'Cuidado las 24 horas', description: 'Tanques de almacenamiento vigilados día y noche por un equipo especializado' },
    { title: 'Sus decisiones, a su ritmo', description: 'Una pareja leyendo junta en casa' },
    { title: 'A su lado cuando nos necesite', description: 'Una persona de nuestro equipo de atención lista para ayudar' },
  ],
};
