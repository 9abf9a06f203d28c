/// The English and Spanish texts of every ``GalleryError``, each saying what to change. Wrap
/// it in IntroUI's `LocalizationTable` (merged with a tool's own entries) and give it an
/// error's ``GalleryError/message``.
public enum GalleryErrorMessages {
    /// Key → language → format; placeholders are `{0}`, `{1}` ….
    public static let table: [String: [String: String]] = [
        "gallery.unreadable": [
            "en": "error: {0}: not a readable gallery file: {1}",
            "es": "error: {0}: no es un archivo de galería legible: {1}",
        ],
        "gallery.notAManifest": [
            "en": "error: {0}: not an IntroKit gallery manifest (no \"format\" and \"version\" of one)",
            "es": "error: {0}: no es un manifiesto de galería de IntroKit (no tiene su \"format\" y \"version\")",
        ],
        "gallery.newerVersion": [
            "en": "error: {0} was written by a newer IntroKit (format version {1}); this introkit reads version {2}: update introkit",
            "es": "error: {0} lo escribió un IntroKit más reciente (versión de formato {1}); este introkit lee la versión {2}: actualice introkit",
        ],
        "gallery.olderVersion": [
            "en": "error: {0} was written by an older IntroKit (format version {1}); this introkit reads version {2}: render the previews again",
            "es": "error: {0} lo escribió un IntroKit anterior (versión de formato {1}); este introkit lee la versión {2}: vuelva a generar las vistas previas",
        ],
        "gallery.nothingFound": [
            "en": "error: no introkit-manifest.json under {0}: render into it with `introkit render sheet … -o {0}` first",
            "es": "error: no hay introkit-manifest.json en {0}: genere antes en ella con `introkit render sheet … -o {0}`",
        ],
        "gallery.overlapping": [
            "en": "error: the output \"{0}\" is in more than one shard: {1}; each shard must render a different part (--shard I/N with the same N)",
            "es": "error: la salida \"{0}\" está en más de un fragmento: {1}; cada fragmento debe generar una parte distinta (--shard I/N con el mismo N)",
        ],
        "gallery.conflicting": [
            "en": "error: two different outputs are written to {0}: {1}; render them into different folders",
            "es": "error: dos salidas distintas se escriben en {0}: {1}; genérelas en carpetas distintas",
        ],
    ]
}

extension GalleryError {
    /// The error's message: its key in ``GalleryErrorMessages/table`` and the texts of its placeholders.
    public var message: (key: String, values: [String]) {
        switch self {
        case .unreadable(let source, let reason): ("gallery.unreadable", [source, reason])
        case .notAManifest(let source): ("gallery.notAManifest", [source])
        case .unsupportedVersion(let source, let found, let supported):
            (found > supported ? "gallery.newerVersion" : "gallery.olderVersion", [source, String(found), String(supported)])
        case .nothingFound(let folder): ("gallery.nothingFound", [folder])
        case .overlapping(let key, let sources): ("gallery.overlapping", [key, sources.joined(separator: ", ")])
        case .conflicting(let path, let sources): ("gallery.conflicting", [path, sources.joined(separator: ", ")])
        }
    }
}
