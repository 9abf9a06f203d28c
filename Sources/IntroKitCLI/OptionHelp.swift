import IntroCommandLine

/// The Spanish of every option's help line and described default, keyed by its English (the
/// text commands declare).
enum OptionHelp {
    /// The help line in a language: Spanish when the locale is Spanish and a translation
    /// exists, else the English as declared.
    static func localized(_ english: String, locale: String) -> String {
        guard LocaleName.isSpanish(locale) else { return english }
        return spanish[english] ?? english
    }

    /// Option help lines and described defaults (``DefaultHelp/described(_:)``), by their English.
    static let spanish: [String: String] = [
        "Backend whose text measurer is used": "Backend cuyo medidor de texto se usa",
        "Measure every text of a JSON array instead (prints JSON results in input order)":
            "Mide cada texto de un array JSON (escribe resultados JSON en el orden de entrada)",
        "Fixed font size in points (or --style)": "Tamaño fijo de fuente en puntos (o --style)",
        "Text style, which scales with --dynamic-type (or --font)": "Estilo de texto, que cambia con --dynamic-type (o --font)",
        "Font weight": "Grosor de la fuente",
        "regular, or the style's": "regular, o el del estilo",
        "Italic": "Cursiva",
        "Dynamic Type size": "Tamaño de Dynamic Type",
        "Width the text wraps at, in points": "Ancho al que se ajusta el texto, en puntos",
        "no wrapping": "sin ajuste de línea",
        "Extra points between lines (SwiftUI's lineSpacing)": "Puntos extra entre líneas (lineSpacing de SwiftUI)",
        "Line alignment": "Alineación de las líneas",
        "Most lines shown, 0 for no limit": "Máximo de líneas mostradas, 0 sin límite",
        "How text cut by the line limit ends: tail, middle, head, or clip (no ellipsis)":
            "Cómo termina el texto cortado por el límite de líneas: tail, middle, head o clip (sin puntos suspensivos)",
        "Where lines break: between words, or between characters": "Dónde se parten las líneas: entre palabras o entre caracteres",
        "Print JSON": "Escribe JSON",
        "Colour scheme": "Esquema de color",
        "Folder of rendered outputs kept by their inputs; unchanged outputs are read from it ('' for none)":
            "Carpeta de salidas generadas guardadas según sus entradas; las salidas sin cambios se leen de ella ('' para ninguna)",
        "$INTROKIT_CACHE, else none": "$INTROKIT_CACHE, si no ninguna",
        "Most bytes the cache folder keeps, oldest out first (K, M, G)":
            "Máximo de bytes que guarda la carpeta de caché; salen primero las más antiguas (K, M, G)",

        "Also lay each output's view out N more times and print its layout time, per layout and per view":
            "Dispone además la vista de cada salida N veces más e imprime su tiempo de disposición, por disposición y por vista",
        "off": "desactivado",
        "none": "ninguno",
        "Status bar (9:41, signal, Wi-Fi, battery) where iOS shows one: shown or none":
            "Barra de estado (9:41, cobertura, Wi-Fi, batería) donde iOS la muestra: shown o none",
        "The app's accent colour, for pages without accentColor and the back button":
            "Color de acento de la app, para páginas sin accentColor y el botón Atrás",
        "the asset catalog's AccentColor, else system blue": "el AccentColor del catálogo de recursos, si no el azul del sistema",
        "Deepest nesting of JSON arrays and objects": "Anidamiento máximo de arrays y objetos JSON",
        "Device id (see `introkit devices`)": "Id de dispositivo (vea `introkit devices`)",
        "Device ids or groups (all, iphones, ipads), comma-separated": "Ids o grupos de dispositivos (all, iphones, ipads), separados por comas",
        "First instant, in seconds": "Primer instante, en segundos",
        "none: the previews; mp4 with --preset": "ninguno: las vistas previas; mp4 con --preset",
        "Play each IStory type as a show: frames, a filmstrip, an APNG or a video (mp4, webm, gif); with --accessibility, frames: each story once, 90 % through it, with its accessibility snapshot and VoiceOver text":
            "Reproduce cada tipo IStory como una secuencia: fotogramas, una tira, un APNG o un vídeo (mp4, webm, gif); con --accessibility, frames: cada historia una vez, al 90 % de su duración, con su instantánea de accesibilidad y el texto de VoiceOver",
        "2 for frames and a filmstrip, 30 for an APNG or a video, 20 for a GIF":
            "2 para fotogramas y una tira, 30 para un APNG o un vídeo, 20 para un GIF",
        "Frames per second of a show": "Fotogramas por segundo de una secuencia",
        "How a show plays its stories: circle repeats them, once plays them once":
            "Cómo reproduce una secuencia sus historias: circle las repite, once las reproduce una vez",
        "Folder of NAME.svg / NAME.png images, or an Xcode asset catalog (*.xcassets), looked up before SF Symbols":
            "Carpeta de imágenes NOMBRE.svg / NOMBRE.png, o un catálogo de recursos de Xcode (*.xcassets), buscadas antes que los SF Symbols",
        "Largest asset file read, in bytes (at most 16777216)":
            "Archivo de recurso máximo, en bytes (como mucho 16777216)",
        "Folder the frames are written to": "Carpeta donde se escriben los fotogramas",
        "Frames per second, e.g. 10, 30, 120": "Fotogramas por segundo, p. ej. 10, 30, 120",
        "Language of messages and content (en, es, zh-Hans, ar, …, or an Xcode pseudolanguage: pseudo-double, pseudo-accented, pseudo-bounded, pseudo-rtl, pseudo-rtl-text, pseudo for all); several (comma-separated) or all render each":
            "Idioma de los mensajes y del contenido (en, es, zh-Hans, ar, …, o un pseudoidioma de Xcode: pseudo-double, pseudo-accented, pseudo-bounded, pseudo-rtl, pseudo-rtl-text, pseudo para todos); varios (separados por comas) o all generan cada uno",
        "String Catalog (.xcstrings) or folder of LANG.lproj/*.strings: texts that are its keys are drawn translated":
            "String Catalog (.xcstrings) o carpeta de LANG.lproj/*.strings: los textos que son sus claves se dibujan traducidos",
        "Largest canvas in pixels": "Lienzo máximo en píxeles",
        "Instead of frames, draw each story once, 90 % through it: story-N.<ext>, beside it story-N.accessibility.<ext> with each VoiceOver element outlined and numbered and a legend, and story-N.voiceover.txt, which the gallery's Accessibility toggle (A) shows":
            "En lugar de fotogramas, dibuja cada historia una vez, al 90 % de su duración: story-N.<ext>, a su lado story-N.accessibility.<ext> con cada elemento de VoiceOver contorneado y numerado y una leyenda, y story-N.voiceover.txt, que muestra el conmutador Accesibilidad (A) de la galería",
        "Draw with Reduce Motion on: the upstream template's text fades in instead of scaling and turning":
            "Dibuja con Reducir movimiento activado: el texto de la plantilla upstream aparece fundido en lugar de escalar y girar",
        "With --audit, also audit contrast with Increase Contrast on (the system colours' increased-contrast variants)":
            "Con --audit, audita también el contraste con Aumentar contraste activado (las variantes de mayor contraste de los colores del sistema)",
        "With --audit, also write DIR/index.html and DIR/accessibility-report.json: per screen, whether Larger Text, Sufficient Contrast, Dark Interface and Reduced Motion hold (adds the sizes AX3 … AX5)":
            "Con --audit, escribe también DIR/index.html y DIR/accessibility-report.json: por pantalla, si se cumplen Texto más grande, Contraste suficiente, Interfaz oscura y Movimiento reducido (añade los tamaños AX3 … AX5)",
        "Also run Apple's accessibility audits (contrast, hitRegion, sufficientElementDescription, textClipped, dynamicType, trait, readingOrder)":
            "Ejecuta también las auditorías de accesibilidad de Apple (contrast, hitRegion, sufficientElementDescription, textClipped, dynamicType, trait, readingOrder)",
        "Outline each VoiceOver element, numbered in reading order, with a legend beside the screen; with --gallery, in a copy beside each picture with the text form, which the gallery's Accessibility toggle (A) shows":
            "Marca cada elemento de VoiceOver, numerado en orden de lectura, con una leyenda junto a la pantalla; con --gallery, en una copia junto a cada imagen con la forma de texto, que muestra el interruptor Accesibilidad (A) de la galería",
        "Most pixels in a bitmap asset, as render sheet checks them":
            "Máximo de píxeles de un recurso de mapa de bits, como los comprueba render sheet",
        "Largest input file read, in bytes": "Archivo de entrada máximo, en bytes",
        "Largest manifest read, in bytes (its entries take about as much memory again)":
            "Manifiesto máximo leído, en bytes (sus entradas ocupan otro tanto de memoria)",
        "Last instant, in seconds": "Último instante, en segundos",
        "Last second of the log": "Último segundo del registro",
        "Longest text (a JSON string, a .strings key or value, measure's TEXT), in characters": "Texto más largo (una cadena JSON, una clave o un valor de .strings, el TEXT de measure), en caracteres",
        "Longest wait, in seconds, for standard input to send a byte":
            "Espera máxima, en segundos, a que la entrada estándar envíe un byte",
        "No progress bar and no summary line": "Sin barra de progreso ni línea de resumen",
        "One file per frame, a filmstrip.png grid, or a preview.apng":
            "Un archivo por fotograma, una cuadrícula filmstrip.png o un preview.apng",
        "Orientation": "Orientación",
        "Print each preview found (file:line: name) without building":
            "Escribe cada vista previa encontrada (archivo:línea: nombre) sin compilar",
        "Also write each output's layout (frames in points) as <output>.layout.json":
            "Escribe también la disposición de cada salida (marcos en puntos) como <salida>.layout.json",
        "Seconds a preview may take to finish an output (or a show's story) before it is stopped and the next is drawn":
            "Segundos que una vista previa puede tardar en terminar una salida (o una historia de una secuencia) antes de detenerla y pasar a la siguiente",
        "Folder of the previews build (macro plugin, shims, runners), reused while the inputs are unchanged":
            "Carpeta de la compilación de las vistas previas (plugin de macros, módulos sustitutos, ejecutores), reutilizada mientras las entradas no cambien",
        "$INTROKIT_PREVIEWS_CACHE, else ~/.cache/introkit/previews": "$INTROKIT_PREVIEWS_CACHE, si no ~/.cache/introkit/previews",
        "One file per page, or a video paging through the pages as iOS does":
            "Un archivo por página, o un vídeo que pasa las páginas como lo hace iOS",
        "Frames per second of a video": "Fotogramas por segundo de un vídeo",
        "30, 20 for a GIF": "30, 20 para un GIF",
        "Seconds each page stands still in a video": "Segundos que cada página queda quieta en un vídeo",
        "30 with --preset, 20 for a GIF": "30 con --preset, 20 para un GIF",
        "Last instant: the end of the Nth cycle (strategy circle)": "Último instante: el final del ciclo N (estrategia circle)",
        "One file per frame, a filmstrip.png grid, a preview.apng, or a video: preview.mp4, .webm, .gif":
            "Un archivo por fotograma, una cuadrícula filmstrip.png, un preview.apng o un vídeo: preview.mp4, .webm, .gif",
        "frames, mp4 with --preset": "frames, mp4 con --preset",
        "A video's target: its size, codec settings and rules, checked before rendering":
            "El destino de un vídeo: su tamaño, los ajustes del códec y sus reglas, comprobados antes de generarlo",
        "FFmpeg encoder of a video": "Codificador de FFmpeg de un vídeo",
        "libx264, libvpx-vp9, gif": "libx264, libvpx-vp9, gif",
        "Output folder; a file name for one output; - for stdout":
            "Carpeta de salida; un nombre de archivo para una salida; - para stdout",
        "Output format (see `introkit backends`)": "Formato de salida (vea `introkit backends`)",
        "Page number, from 1": "Número de página, desde 1",
        "Page to render, counted from 1": "Página a generar, contando desde 1",
        "Parallel workers": "Procesos en paralelo",
        "Pixels per point for PNG": "Píxeles por punto en PNG",
        "Print JSON instead of a table": "Imprime JSON en lugar de una tabla",
        "Print JSON instead of lines of text": "Imprime JSON en lugar de líneas de texto",
        "Refuse logs longer than N events": "Rechaza registros de más de N eventos",
        "Refuse requests over N frames": "Rechaza peticiones de más de N fotogramas",
        "Render only the I-th of N equal parts of the matrix (CI job matrices)":
            "Genera solo la I-ésima de N partes iguales de la matriz (matrices de trabajos de CI)",
        "Scheme of stories that set none": "Esquema de las historias que no fijan ninguno",
        "Show this help": "Muestra esta ayuda",
        "Text size: xSmall … xxxLarge, AX1 … AX5, standard, accessibility or all; comma-separated":
            "Tamaño de texto: xSmall … xxxLarge, AX1 … AX5, standard, accessibility o all; separados por comas",
        "The instant, in seconds since the start": "El instante, en segundos desde el inicio",
        "from the environment": "el del entorno",
        "the device's scale": "la escala del dispositivo",
        "the end of one cycle": "el final de un ciclo",
        "the number of cores": "el número de núcleos",
        "the default backend, marked in `introkit backends`": "el backend por defecto, marcado en `introkit backends`",
        "Also write index.html, a gallery of the output folder":
            "Escribe también index.html, una galería de la carpeta de salida",
        "DIR holds snapshot failures (INTROKIT_ARTIFACTS), not previews":
            "DIR contiene instantáneas fallidas (INTROKIT_ARTIFACTS), no vistas previas",
        "No summary line": "Sin línea de resumen",
        "Keep running: re-render what a saved file changes (an input, an asset, a string file); the gallery refreshes itself":
            "Sigue en marcha: vuelve a generar lo que cambia un archivo guardado (una entrada, un recurso, un archivo de cadenas); la galería se actualiza sola",
        "Folder the merged outputs and index.html are written to":
            "Carpeta donde se escriben las salidas unidas e index.html",
    ]
}

/// Language tests on locale identifiers.
enum LocaleName {
    /// Whether a locale (`es`, `es-MX`, `es_ES`) is Spanish.
    static func isSpanish(_ locale: String) -> Bool {
        locale.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).first == "es"
    }
}
