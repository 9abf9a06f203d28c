extension FileReadError {
    /// The English and Spanish texts of a failed read, by key: `io.notFound`, `io.isDirectory`,
    /// `io.notRegular` (its kind of file put in, ``FileKind/messages``), `io.readTimeout` and
    /// `limit.inputBytes` (the seconds or bytes, and the option that raises the limit, put in
    /// by the tool).
    public static let messages: [String: [String: String]] = [
        "io.notFound": ["en": "no such file", "es": "no existe el archivo"],
        "io.isDirectory": ["en": "is a folder, not a file", "es": "es una carpeta, no un archivo"],
        "io.notRegular": [
            "en": "is {0}, not a regular file: save its content to a file and give that path (a JSON input can also be piped to -, standard input)",
            "es": "es {0}, no un archivo normal: guarde su contenido en un archivo y dé esa ruta (una entrada JSON también puede llegar por una tubería a -, la entrada estándar)",
        ],
        "io.readTimeout": [
            "en": "nothing could be read for {0} s: send the input, or wait longer with {1}",
            "es": "no se pudo leer nada en {0} s: envíe la entrada o espere más con {1}",
        ],
        "limit.inputBytes": [
            "en": "error: {0} is larger than {1} bytes, the input limit: raise it with {2}",
            "es": "error: {0} ocupa más de {1} bytes, el límite de entrada: súbalo con {2}",
        ],
    ]
}

extension FileWriteError {
    /// The English and Spanish texts of the writer's own refusals (``FileWriteError/Refusal``), by key:
    /// `io.notFolder` (its kind of file put in) and `io.socketOutput`.
    public static let messages: [String: [String: String]] = [
        "io.notFolder": [
            "en": "is {0}, not a folder: give a folder for the outputs (a device or FIFO takes one output, named with -o)",
            "es": "es {0}, no una carpeta: dé una carpeta para las salidas (un dispositivo o FIFO recibe una sola salida, nombrada con -o)",
        ],
        "io.socketOutput": [
            "en": "is a socket, which cannot be written as a file: give a file, a folder, or - for standard output",
            "es": "es un socket, que no se puede escribir como un archivo: dé un archivo, una carpeta o - para la salida estándar",
        ],
    ]
}
