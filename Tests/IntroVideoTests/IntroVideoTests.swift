import Foundation
import Testing

@testable import IntroVideo

@Suite struct FrameRateTests {
    @Test func ratesAreExactFractions() throws {
        let thirty = try #require(FrameRate(30))
        #expect((thirty.numerator, thirty.denominator) == (30, 1))
        let ntsc = try #require(FrameRate(30_000.0 / 1_001))
        #expect((ntsc.numerator, ntsc.denominator) == (30_000, 1_001))
        #expect(ntsc.time(ofFrame: 30_000) == 1_001)
        #expect(FrameRate(29.97).map { ($0.numerator, $0.denominator) }! == (2_997, 100), "what was typed, exactly")
        #expect(FrameRate(12.5)?.perSecond == 12.5)
        #expect(FrameRate(0) == nil)
        #expect(FrameRate(.nan) == nil)
        #expect(FrameRate(1.0 / 3) == nil)
    }

    @Test func gifStepsAreWholeHundredths() {
        #expect(FrameRate(25)?.hundredths == 4)
        #expect(FrameRate(50)?.hundredths == 2)
        #expect(FrameRate(30)?.hundredths == nil)
        #expect(FrameRate(12.5)?.hundredths == 8)
    }
}

@Suite struct VideoSettingsTests {
    private func settings(_ container: VideoContainer, _ width: Int, _ height: Int, fps: Double = 30) -> VideoSettings {
        VideoSettings(container: container, width: width, height: height, frameRate: FrameRate(fps)!)
    }

    @Test func impossibleSizesAreRefusedBeforeEncoding() {
        #expect(settings(.mp4, 0, 100).problems == [.impossibleSize(width: 0, height: 100, container: .mp4, largestSide: 8_192)])
        #expect(settings(.mp4, 9_000, 100).problems.count == 1)
        #expect(settings(.mp4, 641, 1136).problems == [.oddSize(width: 641, height: 1136, container: .mp4)])
        #expect(settings(.webm, 640, 1135).problems == [.oddSize(width: 640, height: 1135, container: .webm)])
        #expect(settings(.gif, 641, 1135, fps: 20).problems.isEmpty, "a GIF has no chroma subsampling")
        #expect(settings(.mp4, 640, 1136).problems.isEmpty)
    }

    @Test func gifFrameRatesMustBeWholeHundredthsOfTwoOrMore() {
        #expect(settings(.gif, 320, 568, fps: 30).problems == [.gifFrameRate(fps: 30, suggested: [50, 25, 20, 10])])
        #expect(settings(.gif, 320, 568, fps: 100).problems.count == 1, "1/100 s: browsers slow it down")
        #expect(settings(.gif, 320, 568, fps: 25).problems.isEmpty)
    }

    @Test func aMissingEncoderIsAProblemNamingIt() {
        var asked = settings(.mp4, 640, 1136)
        asked.encoder = "no-such-encoder"
        #expect(asked.problems == [.encoderMissing(encoder: "no-such-encoder", container: .mp4)])
        #expect(Encoders.available("libx264") && Encoders.available("libvpx-vp9") && Encoders.available("gif") && Encoders.available("aac"))
    }

    @Test func audioOnlyInMP4() {
        var asked = settings(.webm, 640, 1136)
        asked.silentAudio = true
        #expect(asked.problems == [.audioNotSupported(container: .webm)])
    }
}

@Suite struct VideoPresetTests {
    private func settings(_ container: VideoContainer, _ width: Int, _ height: Int, fps: Double) -> VideoSettings {
        VideoSettings(container: container, width: width, height: height, frameRate: FrameRate(fps)!)
    }

    @Test func appStorePreviewsTakeFifteenToThirtySecondsAtThirtyFramesOrFewer() {
        let preset = VideoPreset.appStoreIPhone69
        let good = preset.applied(to: settings(.mp4, 886, 1920, fps: 30), duration: 20)
        #expect(preset.problems(settings: good, duration: 20).isEmpty)
        #expect(good.rate == .constant(bitsPerSecond: 11_000_000) && good.level == 40 && good.silentAudio)
        #expect(preset.problems(settings: good, duration: 14) == [.presetDuration(preset: "app-store-iphone-6.9", duration: 14, range: 15...30)])
        #expect(preset.problems(settings: good, duration: 31).count == 1)
        let fast = settings(.mp4, 886, 1920, fps: 60)
        #expect(preset.problems(settings: fast, duration: 20) == [.presetFrameRate(preset: "app-store-iphone-6.9", fps: 60, limit: 30)])
        #expect(preset.problems(settings: settings(.mp4, 1920, 886, fps: 30), duration: 20).isEmpty, "landscape")
        #expect(preset.problems(settings: settings(.mp4, 1080, 1920, fps: 30), duration: 20).count == 1)
        #expect(preset.problems(settings: settings(.gif, 886, 1920, fps: 25), duration: 20).count == 1)
        #expect(VideoPreset.appStoreIPad13.portraitSize! == (1200, 1600))
        #expect(VideoPreset.appStoreIPhone55.portraitSize! == (1080, 1920))
    }

    @Test func pullRequestsFitTenMegabytesOrAreRefused() {
        let preset = VideoPreset.pullRequest
        let mp4 = preset.applied(to: settings(.mp4, 600, 1064, fps: 30), duration: 19)
        guard case .average(let bits) = mp4.rate else {
            Issue.record("a pull request's MP4 has a capped average rate")
            return
        }
        #expect(Double(bits) * 19 / 8 < 10_000_000)
        #expect(preset.problems(settings: mp4, duration: 19).isEmpty)
        // An hour of MP4 would have too few bits for its pixels.
        #expect(preset.problems(settings: mp4, duration: 3_600).count == 1)
        let gif = settings(.gif, 320, 568, fps: 20)
        #expect(preset.problems(settings: gif, duration: 19).isEmpty)
        guard case .overBudget = preset.problems(settings: gif, duration: 600).first else {
            Issue.record("ten minutes of GIF cannot fit 10 MB")
            return
        }
        #expect(preset.problems(settings: settings(.webm, 600, 1064, fps: 30), duration: 19).count == 1)
    }
}

@Suite struct VideoWriterTests {
    @Test func aFolderThatCannotBeOpenedIsAProblemNotACrash() throws {
        let settings = VideoSettings(container: .mp4, width: 64, height: 64, frameRate: FrameRate(10)!)
        #expect(throws: VideoProblem.self) { try VideoWriter(settings: settings, path: "/nonexistent-folder/preview.mp4") }
    }

    @Test func framesOfTheWrongSizeAreRefused() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("introkit-video-\(UUID().uuidString).webm").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let writer = try VideoWriter(settings: VideoSettings(container: .webm, width: 64, height: 64, frameRate: FrameRate(10)!), path: path)
        #expect(throws: VideoProblem.self) { try writer.append(rgba: [UInt8](repeating: 0, count: 10)) }
        try writer.append(rgba: [UInt8](repeating: 200, count: 64 * 64 * 4))
        #expect(try writer.finish() == 1)
        #expect(throws: VideoProblem.self) { try writer.finish() }
    }

    @Test func aGIFNeedsItsPalette() throws {
        let settings = VideoSettings(container: .gif, width: 16, height: 16, frameRate: FrameRate(10)!)
        let builder = try GIFPalette.Builder(width: 16, height: 16)
        #expect(throws: VideoProblem.self) { try builder.finish() }
        #expect(throws: VideoProblem.self) { try VideoWriter(settings: settings, path: "/tmp/never.gif") }
    }
}
