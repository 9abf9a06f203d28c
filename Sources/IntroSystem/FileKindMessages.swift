extension FileKind {
    /// The English and Spanish names of each kind of file ("a named pipe (FIFO)"), by
    /// ``messageKey``: a tool puts one into its own sentence about the file.
    public static let messages: [String: [String: String]] = [
        "io.kind.fifo": ["en": "a named pipe (FIFO)", "es": "una tubería con nombre (FIFO)"],
        "io.kind.socket": ["en": "a socket", "es": "un socket"],
        "io.kind.characterDevice": ["en": "a character device", "es": "un dispositivo de caracteres"],
        "io.kind.blockDevice": ["en": "a block device", "es": "un dispositivo de bloques"],
        "io.kind.other": ["en": "a special file", "es": "un archivo especial"],
        "io.kind.regular": ["en": "a file", "es": "un archivo"],
    ]

    /// The key of the kind's name in ``messages`` (`io.kind.fifo`, …).
    public var messageKey: String {
        switch self {
        case .regular: "io.kind.regular"
        case .fifo: "io.kind.fifo"
        case .socket: "io.kind.socket"
        case .characterDevice: "io.kind.characterDevice"
        case .blockDevice: "io.kind.blockDevice"
        case .directory, .other: "io.kind.other"
        }
    }
}
