import IntroCommandLine
import IntroUI

/// The devices, orientations and colour schemes a command previews (`render sheet`, `lint`).
struct PreviewTargets {
    var devices: [Device]
    var orientations: [Orientation]
    var schemes: [ColorScheme]

    /// The three options, with a command's own defaults.
    struct Options {
        let devices: Option<[Device]>
        let orientations: Option<[Orientation]>
        let schemes: Option<[ColorScheme]>

        /// The options; `devices` (shown as `devicesShown`) by default, all of them unless a
        /// command says otherwise.
        init(orientations: [Orientation], schemes: [ColorScheme], devices: [Device] = DeviceCatalog.all, devicesShown: String = "all") {
            self.devices = Option(
                repeatable: "device", .devices, default: devices, shown: .value(devicesShown),
                help: "Device ids or groups (all, iphones, ipads), comma-separated")
            self.orientations = Option(
                "orientation", .choice([("portrait", [.portrait]), ("landscape", [.landscape]), ("both", [.portrait, .landscape])]),
                default: orientations, help: "Orientation")
            self.schemes = Option(
                "color-scheme", .choice([("light", [.light]), ("dark", [.dark]), ("both", [.light, .dark])]), default: schemes,
                help: "Colour scheme")
        }

        var all: [any OptionDeclaration] { [devices, orientations, schemes] }
    }

    /// The targets the command line asks for, each device once.
    init(_ arguments: ParsedArguments, _ options: Options) {
        var seen = Set<String>()
        devices = arguments[options.devices].filter { seen.insert($0.id).inserted }
        orientations = arguments[options.orientations]
        schemes = arguments[options.schemes]
    }
}

/// The one device, orientation and colour scheme of commands that make a single layout
/// (`layout`, `render stories`): `--device` is required.
struct SingleTarget {
    var device: Device
    var orientation: Orientation
    var colorScheme: ColorScheme

    /// The three options; `schemeHelp` says what the colour scheme applies to.
    struct Options {
        let device = Option(required: "device", .device, help: "Device id (see `introkit devices`)")
        let orientation = Option(
            "orientation", .choice([("portrait", Orientation.portrait), ("landscape", .landscape)]), default: .portrait,
            help: "Orientation")
        let scheme: Option<ColorScheme>

        init(schemeHelp: String = "Colour scheme") {
            scheme = Option("color-scheme", .choice([("light", ColorScheme.light), ("dark", .dark)]), default: .light, help: schemeHelp)
        }

        var all: [any OptionDeclaration] { [device, orientation, scheme] }
    }

    init(_ arguments: ParsedArguments, _ options: Options) throws(CLIError) {
        device = arguments[required: options.device]
        orientation = arguments[options.orientation]
        colorScheme = arguments[options.scheme]
    }
}
