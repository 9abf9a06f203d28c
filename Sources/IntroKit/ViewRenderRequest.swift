import Foundation
import IntroRender
import IntroUI

/// What to render of SwiftUI-shaped views (a team's previews): each view, on which devices,
/// orientations, colour schemes, Dynamic Type sizes and languages, with which backend.
/// ``ViewRenderPlan`` turns it into jobs. A view's `PreviewSettings` (its layout, device,
/// colour scheme, orientation) replace the request's choices for that view.
public struct ViewRenderRequest {
    /// The views, in order; each names its outputs.
    public var views: [ViewRenderItem]
    /// The devices, each once.
    public var devices: [Device]
    /// The orientations.
    public var orientations: [Orientation] = [.portrait]
    /// The colour schemes.
    public var colorSchemes: [ColorScheme] = [.light]
    /// The Dynamic Type sizes, smallest first.
    public var dynamicTypeSizes: [DynamicTypeSize] = [.large]
    /// The languages of the environment (each its layout direction); several name the
    /// outputs with the language.
    public var locales: [String] = ["en"]
    /// What draws and encodes.
    public var backend: any RenderBackend
    /// Whether a view on a device's screen (the `PreviewLayout.device` layout) is drawn
    /// under iOS's status bar and home indicator, as Xcode's canvas shows a device preview.
    public var showsStatusBar = true
    /// The render options (scale, assets and their limits).
    public var options = RenderOptions()
    /// The largest canvas, in pixels: a device over it is refused before anything is drawn.
    public var pixelLimit = 50_000_000
    /// Whether two outputs that would be written as one file name refuse the plan (an audit
    /// writes no file: `lint --audit` of previews lays out outputs whose names collide).
    public var refusesSameFileNames = true
    /// The folder source paths are shown relative to in manifest entries.
    public var currentDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    /// Whether each picture shows its accessibility elements outlined and their legend, or
    /// has that picture and the tree's text form beside it (``AccessibilitySnapshot``).
    public var accessibility = AccessibilityDrawing.none

    /// A request for `views` on `devices` drawn by `backend`; other settings take their defaults.
    public init(views: [ViewRenderItem], devices: [Device], backend: any RenderBackend) {
        self.views = views
        self.devices = devices
        self.backend = backend
    }
}

/// One view to render: the start of its file names, where it comes from, its settings and
/// how to make it.
public struct ViewRenderItem {
    /// The start of every output's file name (a preview's name, or its file's name and index).
    public var stem: String
    /// Where the view comes from (`Views/Card.swift:12`): in manifest entries and problems.
    public var source: String
    /// Its number among the views of its source file, from 1 (the manifest's `page`).
    public var index: Int
    /// What the view asks of its canvas; nil fields leave the request's choices.
    public var settings: PreviewSettings
    /// Makes the view (called once per output, on the main actor, as SwiftUI makes views).
    public var make: @MainActor () -> AnyView

    /// The view as problems name it: its source and the start of its file names.
    public var preview: String { "\(source) (\(stem))" }

    /// A view to render.
    public init(stem: String, source: String, index: Int = 1, settings: PreviewSettings = PreviewSettings(), make: @escaping @MainActor () -> AnyView) {
        self.stem = stem
        self.source = source
        self.index = index
        self.settings = settings
        self.make = make
    }
}

/// One output of a view render: a view on one device, orientation, scheme, size and language.
public struct ViewJob: Sendable, Hashable {
    /// The position of its view in the request.
    public var view: Int
    /// The start of the file name.
    public var stem: String
    /// Where the view comes from.
    public var source: String
    /// The view's number in its source file.
    public var index: Int
    /// How the canvas is sized.
    public var layout: PreviewLayout
    /// The device.
    public var device: Device
    /// The orientation.
    public var orientation: Orientation
    /// The colour scheme.
    public var scheme: ColorScheme
    /// The Dynamic Type size.
    public var dynamicTypeSize: DynamicTypeSize
    /// The language.
    public var locale: String
    /// Whether the language is part of the file name (several were asked for).
    public var namesLocale: Bool
    /// The extension of the backend's files.
    public var fileExtension: String

    /// The view as problems name it: its source and the start of its file names.
    public var preview: String { "\(source) (\(stem))" }

    /// `<stem>[.<language>]-<device>-<orientation>-<scheme>[-<size>].<ext>`, the Dynamic Type
    /// size when it is not the default, `large`.
    public var fileName: String {
        let size = dynamicTypeSize == .large ? "" : "-" + dynamicTypeSize.rawValue
        let language = namesLocale ? "." + locale : ""
        return "\(stem)\(language)-\(device.id)-\(orientation.rawValue)-\(scheme.rawValue)\(size).\(fileExtension)"
    }
}
