import Foundation
import IntroCommandLine
import IntroJSON
import IntroKit
import IntroUI
import IntroRender

/// `introkit devices`: the device catalog as a table or JSON.
struct DevicesCommand: Command {
    let name = "devices"
    let summaryKey = "devices.summary"
    let positionals = Positionals.none
    static let json = Option.flag("json", help: "Print JSON instead of a table")
    let options: [any OptionDeclaration] = [json]

    func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(CLIError) -> Int32 {
        if arguments[Self.json] {
            try context.writeOutput(DeviceCatalog.json)
            return 0
        }
        let header = ["id", "name", "points", "scale", "idiom", "safe area"].map { context.message("devices.column.\($0)") }
        let rows = DeviceCatalog.all.map { device in
            [
                device.id, device.name,
                "\(JSONMessage.number(device.portraitSize.width))×\(JSONMessage.number(device.portraitSize.height))",
                "@\(JSONMessage.number(device.scale))x", device.idiom.rawValue,
                "\(JSONMessage.number(device.portraitSafeArea.top))/\(JSONMessage.number(device.portraitSafeArea.bottom))",
            ]
        }
        for line in TableFormatter.format([header] + rows) { try context.print(line) }
        return 0
    }
}

/// `introkit backends`: the registered output formats, the default marked `*`.
struct BackendsCommand: Command {
    let name = "backends"
    let summaryKey = "backends.summary"
    let positionals = Positionals.none
    let options: [any OptionDeclaration] = []

    func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(CLIError) -> Int32 {
        let registry = BackendRegistry.shared
        let rows = registry.names.compactMap { name -> [String]? in
            guard let backend = try? registry.backend(named: name) else { return nil }
            let mark = backend.name == registry.defaultBackend.name ? " *" : ""
            return [backend.name + mark, "." + backend.fileExtension, backend.product.mediaType]
        }
        let header = ["backends.column.name", "backends.column.extension", "backends.column.mediaType"].map { context.message($0) }
        for line in TableFormatter.format([header] + rows) {
            try context.print(line)
        }
        return 0
    }
}

/// Left-aligned columns separated by two spaces, no trailing spaces.
enum TableFormatter {
    static func format(_ rows: [[String]]) -> [String] {
        let columns = rows.map(\.count).max() ?? 0
        let widths = (0..<columns).map { column in rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0 }
        return rows.map { row in
            row.enumerated().map { column, cell in
                column == row.count - 1 ? cell : cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
            }.joined(separator: "  ")
        }
    }
}
