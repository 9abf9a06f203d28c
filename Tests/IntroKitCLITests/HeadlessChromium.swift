import Foundation

/// Headless Chromium driven through the DevTools protocol by `scripts/chromium-cdp.py`
/// (Python standard library only): open a page, evaluate JavaScript, press keys, click,
/// take screenshots, and read the console's errors.
final class HeadlessChromium {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// `scripts/chromium-cdp.py` of this repository.
    static let driver = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("scripts/chromium-cdp.py")

    private let process: Process
    private let input = Pipe()
    private let output = Pipe()
    private var buffer = Data()

    /// Starts the browser; fails when `chromium` is not installed (`scripts/setup` installs it).
    init() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium") else {
            throw Failure(description: "chromium is not installed: run scripts/setup")
        }
        process = IntroKitProcess.process(
            [Self.driver.path], executable: URL(fileURLWithPath: "/usr/bin/python3"),
            in: URL(fileURLWithPath: FileManager.default.currentDirectoryPath), environment: ProcessInfo.processInfo.environment)
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
    }

    deinit {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }

    /// Sends one command and returns the `ok` value of its answer.
    @discardableResult
    func send(_ command: [String: Any]) throws -> Any? {
        let line = try JSONSerialization.data(withJSONObject: command) + Data("\n".utf8)
        try input.fileHandleForWriting.write(contentsOf: line)
        while !buffer.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else { throw Failure(description: "the browser driver stopped") }
            buffer += chunk
        }
        let end = buffer.firstIndex(of: UInt8(ascii: "\n"))!
        let answer = try JSONSerialization.jsonObject(with: buffer[buffer.startIndex..<end]) as? [String: Any] ?? [:]
        buffer = Data(buffer[(end + 1)...])
        if let error = answer["error"] as? String { throw Failure(description: "\(command): \(error)") }
        return answer["ok"] is NSNull ? nil : answer["ok"]
    }

    /// Opens a file in a viewport of the given size and waits for its load event.
    func open(_ file: URL, width: Int = 1280, height: Int = 900) throws {
        try send(["open": file.absoluteString, "width": width, "height": height])
    }

    /// The value of a JavaScript expression (a promise is awaited).
    @discardableResult
    func evaluate(_ expression: String) throws -> Any? {
        try send(["eval": expression])
    }

    /// Evaluates an expression that gives a number.
    func number(_ expression: String) throws -> Double {
        guard let value = try evaluate(expression) as? NSNumber else { throw Failure(description: "not a number: \(expression)") }
        return value.doubleValue
    }

    /// Evaluates an expression that gives a string.
    func string(_ expression: String) throws -> String {
        guard let value = try evaluate(expression) as? String else { throw Failure(description: "not a string: \(expression)") }
        return value
    }

    /// A real key press.
    func press(_ key: String) throws {
        try send(["key": key])
    }

    /// A real mouse click at the centre of the first element matching a CSS selector.
    func click(_ selector: String) throws {
        let json = try String(decoding: JSONSerialization.data(withJSONObject: [selector]), as: UTF8.self)
        guard let point = try evaluate("""
            (() => { const e = document.querySelector(\(json)[0]); e.scrollIntoView({block: "center"});
              const r = e.getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]; })()
            """) as? [Double]
        else { throw Failure(description: "nothing matches \(selector)") }
        try send(["click": point])
    }

    /// A PNG of the viewport, or of the whole page.
    func screenshot(to url: URL, fullPage: Bool = false) throws {
        try send(["screenshot": url.path, "full": fullPage])
    }

    /// Console errors and uncaught exceptions since the browser started.
    func problems() throws -> [String] {
        try send(["log": true]) as? [String] ?? []
    }

    /// Waits until every image of the page has finished loading or failing.
    @discardableResult
    func waitForImages() throws -> Any? {
        try evaluate("""
            Promise.all([...document.images].map((i) => i.complete ? 0 : new Promise((r) => { i.onload = i.onerror = r; })))
              .then(() => document.images.length)
            """)
    }
}
