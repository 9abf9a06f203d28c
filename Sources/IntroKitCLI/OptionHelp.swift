/// The Spanish of every option's help line, keyed by its English (the text commands declare).
enum OptionHelp {
    /// The help line in a language: Spanish when the locale is Spanish and a translation
    /// exists, else the English as declared.
    static func localized(_ english: String, locale: String) -> String {
        guard LocaleName.isSpanish(locale) else { return english }
        return spanish[english] ?? english
    }

    static let spanish: [String: String] = [
        "Backend whose text measurer is used (default png)":
            "Backend cuyo medidor de texto se usa (por defecto png)",
        "Backend whose text measurer is used (default png, else text)":
            "Backend cuyo medidor de texto se usa (por defecto png, si no text)",
        "Colour scheme (default light)": "Esquema de color (por defecto light)",
        "Deepest nesting of JSON arrays and objects (default 512)":
            "Anidamiento máximo de arrays y objetos JSON (por defecto 512)",
        "Device id (see `introkit devices`)": "Id de dispositivo (vea `introkit devices`)",
        "Device id, or all, iphones, ipads (repeatable)": "Id de dispositivo, o all, iphones, ipads (repetible)",
        "First instant, in seconds (default 0)": "Primer instante, en segundos (por defecto 0)",
        "Folder of NAME.svg / NAME.png images looked up before SF Symbols":
            "Carpeta de imágenes NOMBRE.svg / NOMBRE.png buscadas antes que los SF Symbols",
        "Folder the frames are written to": "Carpeta donde se escriben los fotogramas",
        "Frames per second, e.g. 10, 30, 120": "Fotogramas por segundo, p. ej. 10, 30, 120",
        "Language of default button titles and messages":
            "Idioma de los títulos de botón por defecto y de los mensajes",
        "Language of default button titles and messages (en, es, zh-Hans, ar, …)":
            "Idioma de los títulos de botón por defecto y de los mensajes (en, es, zh-Hans, ar, …)",
        "Language of messages (en, es, …; default from the environment)":
            "Idioma de los mensajes (en, es, …; por defecto el del entorno)",
        "Largest canvas in pixels (default 50000000)": "Lienzo máximo en píxeles (por defecto 50000000)",
        "Largest input file read, in bytes (default 16777216)":
            "Archivo de entrada máximo, en bytes (por defecto 16777216)",
        "Last instant, in seconds (default: the end of one cycle)":
            "Último instante, en segundos (por defecto: el final de un ciclo)",
        "Last second of the log (default: the end of one cycle)":
            "Último segundo del registro (por defecto: el final de un ciclo)",
        "Locale of the sheet and the messages (default from the environment)":
            "Idioma de la hoja y de los mensajes (por defecto el del entorno)",
        "Longest JSON string, in characters (default 10000)":
            "Cadena JSON más larga, en caracteres (por defecto 10000)",
        "No progress bar and no summary line": "Sin barra de progreso ni línea de resumen",
        "One file per frame, a filmstrip.png grid, or a preview.apng":
            "Un archivo por fotograma, una cuadrícula filmstrip.png o un preview.apng",
        "Orientation (default portrait)": "Orientación (por defecto portrait)",
        "Output folder (default Previews); a file name for one output; - for stdout":
            "Carpeta de salida (por defecto Previews); un nombre de archivo para una salida; - para stdout",
        "Output format (default png; see `introkit backends`)":
            "Formato de salida (por defecto png; vea `introkit backends`)",
        "Output format (default text)": "Formato de salida (por defecto text)",
        "Output format (see `introkit backends`; default png, else text)":
            "Formato de salida (vea `introkit backends`; por defecto png, si no text)",
        "Page number, from 1 (default 1)": "Número de página, desde 1 (por defecto 1)",
        "Page to render, counted from 1 (default all)": "Página a generar, contando desde 1 (por defecto all)",
        "Parallel workers (default: the number of cores)": "Procesos en paralelo (por defecto: el número de núcleos)",
        "Pixels per point for PNG (default: the device's scale)":
            "Píxeles por punto en PNG (por defecto: la escala del dispositivo)",
        "Print JSON instead of a table": "Imprime JSON en lugar de una tabla",
        "Refuse logs longer than N events (default 100000)":
            "Rechaza registros de más de N eventos (por defecto 100000)",
        "Refuse requests over N frames (default 10000)": "Rechaza peticiones de más de N fotogramas (por defecto 10000)",
        "Render only the I-th of N equal parts of the matrix (CI job matrices)":
            "Genera solo la I-ésima de N partes iguales de la matriz (matrices de trabajos de CI)",
        "Scheme of stories that set none (default light)":
            "Esquema de las historias que no fijan ninguno (por defecto light)",
        "Text size: xSmall … xxxLarge, AX1 … AX5 (default large)":
            "Tamaño de texto: xSmall … xxxLarge, AX1 … AX5 (por defecto large)",
        "The instant, in seconds since the start": "El instante, en segundos desde el inicio",
        "Also write index.html, a gallery of the output folder":
            "Escribe también index.html, una galería de la carpeta de salida",
        "DIR holds snapshot failures (INTROKIT_ARTIFACTS), not previews":
            "DIR contiene instantáneas fallidas (INTROKIT_ARTIFACTS), no vistas previas",
        "Language of the page and the messages (en, es, …)": "Idioma de la página y de los mensajes (en, es, …)",
        "No summary line": "Sin línea de resumen",
        "Keep running: re-render each input when it or an asset is saved; the gallery refreshes itself":
            "Sigue en marcha: vuelve a generar cada entrada al guardarla o al guardar un recurso; la galería se actualiza sola",
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
