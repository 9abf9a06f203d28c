import Foundation

/// The English and Spanish texts of every ``VideoProblem``, each saying what to change. Wrap
/// it in IntroUI's `LocalizationTable` (merged with a tool's own entries) and give it a
/// problem's ``VideoProblem/message``.
public enum VideoMessages {
    /// Key → language → format; placeholders are `{0}`, `{1}` ….
    public static let table: [String: [String: String]] = [
        "video.impossibleSize": [
            "en": "error: {0} × {1} pixels cannot be encoded as {2} (each side 2 to {3} pixels): choose another --device or a --preset",
            "es": "error: {0} × {1} píxeles no se pueden codificar como {2} (cada lado de 2 a {3} píxeles): elija otro --device o un --preset",
        ],
        "video.oddSize": [
            "en": "error: {0} × {1} pixels: {2} needs even sides (4:2:0 colour): choose a device whose pixel size is even, a --preset, or --format gif",
            "es": "error: {0} × {1} píxeles: {2} necesita lados pares (color 4:2:0): elija un dispositivo de tamaño en píxeles par, un --preset o --format gif",
        ],
        "video.gifFrameRate": [
            "en": "error: a GIF's frames last whole hundredths of a second (at least 2), which {0} fps does not give: use --fps {1}",
            "es": "error: los fotogramas de un GIF duran centésimas de segundo enteras (al menos 2), que {0} fps no da: use --fps {1}",
        ],
        "video.frameRate": [
            "en": "error: {0} fps cannot time a video exactly: use a whole number, or one over 1.001 (29.97)",
            "es": "error: {0} fps no permite temporizar un vídeo con exactitud: use un número entero, o uno dividido por 1,001 (29.97)",
        ],
        "video.audio": [
            "en": "error: a silent audio track is written only into MP4, not {0}: use --format mp4",
            "es": "error: la pista de audio silenciosa solo se escribe en MP4, no en {0}: use --format mp4",
        ],
        "video.encoderMissing": [
            "en": "error: this FFmpeg has no encoder {0} (for {1}): install FFmpeg's libraries with it (scripts/setup: Debian's have libx264, libvpx-vp9 and gif) or name another with --encoder",
            "es": "error: este FFmpeg no tiene el codificador {0} (para {1}): instale las bibliotecas de FFmpeg con él (scripts/setup: las de Debian tienen libx264, libvpx-vp9 y gif) o indique otro con --encoder",
        ],
        "video.presetContainer": [
            "en": "error: --preset {0} makes {2}, not {1}: use --format {2}",
            "es": "error: --preset {0} produce {2}, no {1}: use --format {2}",
        ],
        "video.presetDuration": [
            "en": "error: --preset {0} takes videos of {1} to {2} s, this one would last {3} s: set --to (or --loops) so that it lasts {1}–{2} s",
            "es": "error: --preset {0} admite vídeos de {1} a {2} s, este duraría {3} s: ajuste --to (o --loops) para que dure {1}–{2} s",
        ],
        "video.presetFrameRate": [
            "en": "error: --preset {0} takes at most {2} frames per second, {1} asked: lower --fps",
            "es": "error: --preset {0} admite como mucho {2} fotogramas por segundo y se piden {1}: reduzca --fps",
        ],
        "video.presetSize": [
            "en": "error: --preset {0} needs {1} × {2} pixels, the frames are {3} × {4}",
            "es": "error: --preset {0} necesita {1} × {2} píxeles y los fotogramas son de {3} × {4}",
        ],
        "video.overBudget": [
            "en": "error: --preset {0}: the file would weigh about {1} bytes, over the limit of {2}, for {3} s: shorten it with --to, lower --fps, or use --format mp4",
            "es": "error: --preset {0}: el archivo pesaría unos {1} bytes, más que el límite de {2}, para {3} s: acórtelo con --to, reduzca --fps o use --format mp4",
        ],
        "video.cannotWrite": [
            "en": "error: cannot write {0}: {1}",
            "es": "error: no se puede escribir {0}: {1}",
        ],
        "video.diskFull": [
            "en": "error: {0}: the disk is full; nothing was written",
            "es": "error: {0}: el disco está lleno; no se escribió nada",
        ],
        "video.encoderFailed": [
            "en": "error: the video encoder failed at {0}: {1}",
            "es": "error: el codificador de vídeo falló en {0}: {1}",
        ],
    ]
}

extension VideoProblem {
    /// The problem's message: its key in ``VideoMessages/table`` and the texts of its
    /// placeholders (numbers as the messages show them: `15`, `29.97`, `14.5`).
    public var message: (key: String, values: [String]) {
        func number(_ value: Double) -> String { String(format: "%g", value) }
        return switch self {
        case .impossibleSize(let width, let height, let container, let largest):
            ("video.impossibleSize", [String(width), String(height), container.rawValue, String(largest)])
        case .oddSize(let width, let height, let container):
            ("video.oddSize", [String(width), String(height), container.rawValue])
        case .gifFrameRate(let fps, let suggested):
            ("video.gifFrameRate", [number(fps), suggested.map(number).joined(separator: ", ")])
        case .frameRate(let fps):
            ("video.frameRate", [number(fps)])
        case .audioNotSupported(let container):
            ("video.audio", [container.rawValue])
        case .encoderMissing(let encoder, let container):
            ("video.encoderMissing", [encoder, container.rawValue])
        case .presetContainer(let preset, let asked, let allowed):
            ("video.presetContainer", [preset, asked, allowed.map(\.rawValue).joined(separator: ", ")])
        case .presetDuration(let preset, let duration, let range):
            ("video.presetDuration", [preset, number(range.lowerBound), number(range.upperBound), number(duration)])
        case .presetFrameRate(let preset, let fps, let limit):
            ("video.presetFrameRate", [preset, number(fps), number(limit)])
        case .presetSize(let preset, let width, let height, let actualWidth, let actualHeight):
            ("video.presetSize", [preset, String(width), String(height), String(actualWidth), String(actualHeight)])
        case .overBudget(let preset, let estimate, let limit, let duration):
            ("video.overBudget", [preset, String(estimate), String(limit), number(duration)])
        case .cannotWrite(let path, let reason):
            ("video.cannotWrite", [path, reason])
        case .diskFull(let path):
            ("video.diskFull", [path])
        case .encoderFailed(let step, let reason):
            ("video.encoderFailed", [step, reason])
        }
    }
}
