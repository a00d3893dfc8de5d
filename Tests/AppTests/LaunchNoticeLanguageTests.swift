import AppTestSupport
import DesignSystem
import Foundation
import Testing

@testable import App
@testable import SessionStore

/// What the launch says about the state file (printed on standard error), in the launch
/// language.
@MainActor
struct LaunchNoticeLanguageTests {
    private func launch(onJunkIn language: Language) throws -> LaunchedApp {
        let path = TestApp.freshStatePath()
        let url = StateFile(path: path).fileURL
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "not a property list".write(to: url, atomically: true, encoding: .utf8)
        return try AppLauncher.launch(LaunchOptions(statePath: path, language: language))
    }

    @Test func aStateFileSetAsideIsToldInGerman() throws {
        let notice = try #require(try launch(onJunkIn: .german).notice)
        #expect(notice.hasPrefix("Die Zustandsdatei "))
        #expect(notice.hasSuffix(" verschoben, und die App ist abgemeldet gestartet."))
        #expect(!notice.contains("started logged out"))
        #expect(notice.contains("(sie ist keine Eigenschaftsliste (weder binär noch XML))"), "\(notice)")
        #expect(!notice.contains("property list"), "\(notice)")
    }

    @Test func aStateFileSetAsideIsToldInArabic() throws {
        let notice = try #require(try launch(onJunkIn: .arabic).notice)
        #expect(notice.hasPrefix("تعذّرت قراءة ملف الحالة "))
        #expect(notice.hasSuffix(" وبدأ التطبيق دون تسجيل الدخول."))
        #expect(notice.contains("(ليس قائمة خصائص (لا ثنائية ولا XML))"), "\(notice)")
    }

    @Test func anUnusableLocationIsToldInGerman() throws {
        let path = TestApp.freshStatePath()
        try FileManager.default.createDirectory(at: StateFile(path: path).fileURL, withIntermediateDirectories: true)
        let app = try AppLauncher.launch(LaunchOptions(statePath: path, language: .german))
        let notice = try #require(app.notice)
        #expect(notice.hasPrefix("Der Zustand kann nicht gespeichert werden: "))
        #expect(notice.hasSuffix(". Diese Sitzung wird nur im Arbeitsspeicher gehalten."))
        #expect(notice.contains(" ist ein Ordner, keine Zustandsdatei."), "\(notice)")
        #expect(!notice.contains("directory"), "\(notice)")
    }

    @Test func inEnglishTheNoticeReadsAsBefore() throws {
        let notice = try #require(try launch(onJunkIn: .english).notice)
        #expect(notice.hasPrefix("State file "))
        #expect(notice.hasSuffix(" and started logged out."))
    }
}
