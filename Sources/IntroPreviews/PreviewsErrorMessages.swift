/// The English and Spanish texts of the previews library's problems a tool words, by key:
/// ``PreviewsError`` (the build's environment, sources that are not UTF-8, no `IStory` type, no
/// `.swift` file, a part of the build that did not compile, the runner) and ``PreviewFailure``
/// (a preview that trapped, stalled or was not compiled). A tool merges them into its table.
public enum PreviewsErrorMessages {
    /// The texts, by key and language.
    public static let table: [String: [String: String]] = [
        "previews.trapped": [
            "en": "error: {0}: the preview stopped its runner (signal {1}): {2}; the other previews were rendered",
            "es": "error: {0}: la vista previa detuvo su proceso (señal {1}): {2}; las demás vistas previas se generaron",
        ],
        "previews.stalled": [
            "en": "error: {0}: the preview did not finish within {1} s (an endless loop in body, or a wait that never ends?) and was stopped; the other previews were rendered; if it is only slow, raise {2}",
            "es": "error: {0}: la vista previa no terminó en {1} s (¿un bucle sin fin en body, o una espera que nunca acaba?) y se detuvo; las demás vistas previas se generaron; si solo es lenta, suba {2}",
        ],
        "previews.unregistered": [
            "en": "error: {0}: this #Preview was not compiled (is it inside #if?)",
            "es": "error: {0}: este #Preview no se compiló (¿está dentro de #if?)",
        ],
        "previews.environment": [
            "en": "error: cannot find {0} (looked at {1})",
            "es": "error: no se encuentra {0} (buscado en {1})",
        ],
        "previews.notUTF8": [
            "en": "error: {0}: not UTF-8 text: save the file as UTF-8 (Xcode's default) and run again",
            "es": "error: {0}: no es texto UTF-8: guarde el archivo como UTF-8 (lo que Xcode usa) y vuelva a ejecutar",
        ],
        "previews.noStories": [
            "en": "error: {0}: no IStory type: --format plays the files' IStory enums as shows; leave --format out to render their previews",
            "es": "error: {0}: ningún tipo IStory: --format reproduce los enum IStory de los archivos como presentaciones; quite --format para dibujar sus vistas previas",
        ],
        "previews.noSwiftFiles": [
            "en": "error: {0}: no .swift file",
            "es": "error: {0}: ningún archivo .swift",
        ],
        "previews.build": [
            "en": "error: IntroKit could not build {0}:\n{1}",
            "es": "error: IntroKit no pudo compilar {0}:\n{1}",
        ],
        "previews.runner": [
            "en": "error: the previews runner failed: {0}",
            "es": "error: el proceso de las vistas previas falló: {0}",
        ],
    ]
}
