extension FolderBoundary {
    /// The English and Spanish phrases that say why a path is refused ("is an absolute path"),
    /// by ``Refusal/messageKey``: a tool puts one into its own sentence about the path.
    public static let messages: [String: [String: String]] = [
        "path.absolute": ["en": "is an absolute path", "es": "es una ruta absoluta"],
        "path.climbs": ["en": "climbs out of the folder with ..", "es": "sale de la carpeta con .."],
        "path.emptyComponent": ["en": "has an empty component (//)", "es": "tiene un componente vacío (//)"],
        "path.nul": ["en": "holds a NUL character", "es": "contiene un carácter NUL"],
        "path.linksOutside": [
            "en": "leads out of the folder through a symbolic link", "es": "sale de la carpeta por un enlace simbólico",
        ],
    ]
}

extension FolderBoundary.Refusal {
    /// The key of the phrase in ``FolderBoundary/messages`` that says why the path is refused (`path.climbs` …).
    public var messageKey: String {
        switch self {
        case .absolute: "path.absolute"
        case .climbs: "path.climbs"
        case .emptyComponent: "path.emptyComponent"
        case .nul: "path.nul"
        case .linksOutside: "path.linksOutside"
        }
    }
}
