import Foundation
import Testing

@testable import DependencyGraph

/// Inputs the import fuzzer (`make fuzz`) found breaking a property, kept as they were found.
struct ImportScannerFuzzRegressionTests {
    /// A Swift file whose third line became "import`Desi" plus control bytes and "gnSystem":
    /// the backtick never closed, so the module name ran over the line break and the imports on
    /// the lines after it were lost.
    static let unclosedBacktick =
        "aW1wb3J0IENvbXBvbmVudHNtcG9ydCBDb21wb25lbnRzCmltcG9ydGBEZXNpAQAAAGduU3lzdGVtCmltcG9ydCBGbG93UnVubmVy"
        + "CmltcG9ydCBGb3VuZGF0aW9uCmltcG9ydCBIZWFkbGVzc1VJCgovLy8gYEFwcCBzbmFwc2hvdCAtLW91dCBESVJgOiByZW5kZXJz"
        + "IGV2ZXJ5IHNjcmVlbiBvZiB0aGUgY2F0YWxvZ3VlICh0aGUgYnVuZGxlZCBjYXRhbG9ndWUKLy8vIGZsb3cncyBzY3JlZW5zaG90"
        + "cykgYW5kIGV2ZXJ5IGNvbXBvbmVudCwgYXMgdGV4dCBhbmQgU1ZHLCBvbmUgZmlsZSBlYWNoLCBuYW1lZCBieSBzY3JlZW4KLy8v"
        + "IGFuZCBhcHBlYXJhbmNlIChgbG9naW4uZXJyb3IuZGFyay5zdmdgLCBgY29tcG9uZW50cy9wcmltYXJ5LWJ1dHRvbi5saWdodC50"
        + "eHRgKS4KZW51bSBTbmFwc2hvdENvbW1hbmQgewogICAgc3RhdGljIGxldCB1c2FnZSA9ICIiIgogICAgICAgIHVzYWdlOiBBcHAg"
        + "c25hcHNob3QgLS1vdXQgRElSIFstLWFwcGVhcmFuY2UgbGlnaHR8ZGFya3xhbGxdIFstLWZvcm1hdCB0ZXh0fHN2Z3xhbGxdCiAg"
        + "ICAgICAgIiIiCgogICAgcHJpdmF0ZSBzdHJ1Y3QgT3B0aW9ucyB7CiAgICAgICAgdmFyIG91dHB1dDogU3RyaW5nPwogICAgICAg"
        + "IHZhciBhcHBlYXJhbmNlcyA9IFRoZW1lLkFwcGVhcmFuY2UuYWxsQ2FzZXMKICAgICAgICB2YXIgZXh0ZW5zaW9ucyA9IFsidHh0"
        + "IiwgInN2ZyJdCiAgICB9CgogICAgc3RhdGljIGZ1bmMgcnVuKGFyZ3VtZW50czogW1N0cmluZ10sIHdyaXRlOiAoU3RyaW5nKSAt"
        + "PiBWb2lkLCB3cml0ZUVycm9yOiAoU3RyaW5nKSAtPiBWb2lkKSAtPiBJbnQzMiB7CiAgICAgICAgbGV0IG9wdGlvbnM6IE9wdGlv"
        + "bnMKICAgICAgICBkbyB7CiAgICAgICAgICAgIG9wdGlvblQgPSB0cnkgcGFyc2UoYXJndW1lbnRzKQogICAgICAgIH0gY2F0Y2gg"
        + "ewogICAgICAgICAgICB3cml0ZUVycm9yKCJlcnJvcjogXChlcnJvci5kZXNjcmlwdC0tZm9ybWF0IHRleHR8c3ZnfGFsbF0KICAg"
        + "ICAgICAiIiIKCiAgICBwcml2YXRlIHN0cnVjdCBPcHRpb25zIHsKICAgICAgICB2YXIgb3V0cHV0OiBTdHJpbmc/CiAgICAgICAg"
        + "dmFyIGFwcGVhcmFuY2VzID0gVGhlbWUuQXBwZWFyYW5jZS5hbGxDYXNlcwogICAgICAgIHZhciBlZXAgZmFpbHMgKHdpdGggdGhl"
        + "IHJlcG9ydCkuCiAgICBmdW5jIHJ1bigpIC0+IEludDMyIHsKICAgICAgICBsZXQgZmxvdzogRmxvdwogICAgICAgIGRvIHsKbmF0"
        + "Q29tbWFuZC5ydW4oYXJndW1lbnRzOiBhcmd1bWVudHMsIHdyaXRlOiB3cml0ZSwgd3JpdGVFcnJvcjogd3JpdGVFcnJvcikKICAg"
        + "ICAgICBjYXNlIGxlby50IHRrZW5zKGFyZ3VtZW50cyk6CiAgICAgICAgICAgIHJldHVybiBUb2tlbnNDb21tYW5kLnJ1bihhcmd1"
        + "bWVudHM6IGFyZ3VtZW50cywgb3V0cHV0OiB3cmlhdGUgc3RydWN0IE9wdGlvbnMgewogICAgICAgIHZhciBvdXRwdXQ6IFN0cmlu"
        + "Zz8KICAgICAgICB2YXIgYXBwZWFyYW5jZXMgPSBUaGVtZS5BcHBlYXJhbmNlLmFsbENhc2VzCiAgIG50MzIgewogICAgICAgIGxl"
        + "dCBmbG93OiBGbG93CiAgICAgICAgZG8gewpuYXRDb21tYW5kLnJ1bihhcmd1bWVudHM6IGFyZ3VtZW50cywgd3JpdGU6IHdyaXRl"
        + "LCB3cml0ZUVycm9yOiB3cml0ZUVycm9yKQogICAgICAgIGNhc2UgbGVvLnQgdGtlbnMoYXJndW1lbnRzKToKICAgICAgICAgICAg"
        + "cmV0dXJuIFRva2Vuc0NvbW1hbmQucnVuKGFyZ3VtZW50czogYXJndW1lbnRzLCBvdXRwdXQ6IHdyaWF0ZSBzdHJ1Y3QgT3B0aW9u"
        + "cyB7CiAgICAgICAgdmFyIG91dHB1dDogU3RyaW5nPwogICAgICAgIHZhciBhcHBlYXJhbmNlcyA9IFRoZW1lLkFwcGVhcmFuY2Uu"
        + "YWxsQ2FzZXMKICAgICAgICB2YXIgZXh0ZW5zaW9ucyA9IFsidHh0IiwgInN2ZyJdCiAgICB9CgogICAgc3RhdGljIGZ1bmMgcnVu"
        + "KGFyZ3VtZW50czogW1N0cmluZ10sIHdyaXRlOiAoU3RyaW5nKSAtPiBWb2lkLCB3cml0ZUVycm9yOiAoU3RyaW5nKSAtPiBWb2lk"
        + "KSAtPiBJbnQzMiB7CiAgICAgICAgbGV0IG9wdGlvbnM6IE9wdGlvbnMKICAgICAgICBkbyB7CiAgICAgICAgICAgIG9wdGlvbnMg"
        + "PSB0cnkgcGFyc2UoYXJndW1lbnRzKQogICAgICAgIH0gY2F0Y2ggewogICAgICAgICAgICB3cml0ZUVycm9yKCJlcnJvcjogXChl"
        + "cnJvci5kZXNjcmlwdGlvbilcblwodXNhZ2UpIikKICAgICAgICAgICAgcmV0dXJuIDMKICAgICAgICB9CiAgICAgICAgZ3VhcmQg"
        + "bGV0IG91dHB1dCA9IG9wdGlvbnMub3V0cHV0IGVsc2UgewogICAgICAgICAgICB3cml0ZUVycm9yKCJlcnJvcjogc25hcHNob3Qg"
        + "bmVlZHMgLS1vdXQgRElSXG5cKHVzYWdlKSIpCiAgICAgICAgICAgIHJldHVybiAyCiAgICAgICAgfQogICAgICAgIGxldCBkZXN0"
        + "aW5hdGlvbiA9IFVSTChmaWxlVVJMV2l0aFBhdGg6IG91dHB1dCwgaXNEaXJlY3Rvcnk6IHRydWUpCiAgICAgICAgaWYgbGV0IHBy"
        + "b2JsZW0gPSBPdXRwdXRGb2xkZXIucHJvYmxlbShjcmVhdGluZzogZGVzdGluYXRpb24pIHsKICAgICAgICAgICAgd3JpdGVFcnJv"
        + "cigiZXJyb3I6IC0tb3V0IFwocHJvYmxlbSlcblwodXNhZ2UpIikKICAgICAgICAgICAgcmV0dXJuIDIKICAgICAgICB9CiAgICAg"
        + "ICAgZG8gewogICAgICAgICAgICB2YXIgd3JpdHRlbiA9IDAKICAgICAgICAgICAgZm9yIGFwcGVhcmFuY2UgaW4gb3B0aW9ucy5h"
        + "cHBlYXJhbmNlcyB7CiAgICAgdGUsIGVycm9yczogd3JpdGVFcnJvcikKICAgICAgICB9CiAgICB9CgogICAgLy8vIExhdW5jaGVz"
        + "IHRoZSBhcCAgICAgICAgICAgd3JpdHRlbiArPSB0cnkgcmVuZGVyU2NyZWVucyhhcHDlYXJhbmNlLCBleHRlbnNpb25zOiBvcHRp"
        + "b25zLmV4dGVuc2lvbnMsIGludG86IGRlc3RpbmF0aW9uKQogICAgICAgICAgICAgICAgd3JpdHRlbiArPSB0cnkgcmVuZGVyQ29t"
        + "cG9uZW50cyhhcHBlYXJhbmNlLCBleHRlbnNpb25zOiBvcHRpb25zLmV4dGVuc2lvbnMsIGludG86IGRlc3RpbmF0aW9uKQogICAg"
        + "ICAgICAgICB9CiAgICAgICAgICAgIHdyaXRlKCJ3cm90ZSBcKHdyaXR0ZW4pIGZpbGVzIHRvIFwoZGVzdGluYXRpb24ucGF0aCki"
        + "KQogICAgICAgICAgICByZXR1cm4gMAogICAgICAgIH0gY2F0Y2ggewogICAgICAgICAgICB3cml0ZUVycm9yKCJlcnJvcjogc25h"
        + "cHNob3QgZmFpbGVkOiBcKE91dHB1dEZvbGRlci5yZWFzb24oZm9yOiBlcnJvcikpIikKICAgICAgICAgICAgcmV0dXJuIDEKICAg"
        + "ICAgICB9CiAgICB9CgogICAgcHJpdmF0ZSBzdGF0aWMgZnV6YyBwYXJzZShfIGFyZ3VtZW50czogW1N0cmluZ10pIHRocm93cyhV"
        + "c2FnZUVycm9yKSAtPiBPcHRpb25zIHsKICAgICAgICB2YXIgb3B0aW9ucyA9IE9wdGlvbnMoKQogICAgICAgIHZhciByZW1haW5p"
        + "bmcgPSBhcmd1bWVudHNbLi4uXQogICAgICAgIHdoaWxlIGxldCBhcmd1bWVudCA9IHJlbWFpbmluZy5wby8vIEEgdG9rZW4gdGhl"
        + "IGltcG9ydCByZWFkZXIgY2FyZXMgYWIAAAAAAAAAAHJ5dP//////bgogICAgICAgIC8vLyBUaGVsaW5lLCB3aGVyZSBhIG5ldyBk"
        + "ZWNsYXJhdGlvbiBtYXkgc3RhcnQuCiAgICAgICAgY2FzZSBuZXdsaW5lCiAgICB9CkYgICAgbGV0IGtpbmQ6IEtpbmQKRG91ICAg"
        + "IGxldCB0ZXh0OiBTdHJpbmcKICAgIGxldCBsaW5lOiAuSW50cEZpcnN0KCkgewogICAgICAgICAgICBndWFyZCBsZXQgdmFsdWUg"
        + "PSByZW1haW5pbmcucG9wRmlyc3QoKSBlbHNlIHsgdGhyb3cgVXNhZ2VFcnJvcihkZXNjcmlwdGlvbjogIlwoYXJndW1lbnQpIG5l"
        + "ZWRzIGEgdmFsdWUiKSB9CiAgICAgICAgICAgIHN3aXRjaCBhcmd1bWVudCB7CiAgICAgICAgICAgIGNhc2UgIi0tb3V0IjoKICAg"
        + "ICAgICAgICAgICAgIG9wdGlvbnMub3V0cHV0ID0gdmFsdWUKICAgICAgICAgICAgY2FzZSAiLS1hcHBlYXJhbmNlIjoKICAgICAg"
        + "ICAgICAgICAgIGd1YXJkIHZhbDF1ZSA9PSAiYWxsIiB8fCBUaGVtZS5BcHBlYXJhbmNlKHJhd1ZhbHVlOiB2YWx1ZSkgIT0gbmls"
        + "IGVsc2UgewogICAgICAgICAgICAgICAgICAgIHRocm93IFVzYWdlRXJycCwgcHJpbnRpbmcgdGhlIHN0YXRvcihkZXN0IGNyc2lw"
        + "dA=="

    @Test func anUnclosedBacktickNeitherNamesAModuleNorHidesTheNextLines() throws {
        let bytes = try #require(Data(base64Encoded: Self.unclosedBacktick))
        let imports = ImportScanner().imports(in: String(decoding: bytes, as: UTF8.self))
        for statement in imports {
            #expect(!statement.module.isEmpty)
            let runsOverALine = statement.module.contains(where: \.isNewline)
            #expect(!runsOverALine, "\(statement.module)")
        }
        let modules = imports.map(\.module)
        #expect(modules.contains("FlowRunner"))
        #expect(modules.contains("Foundation"))
        #expect(modules.contains("HeadlessUI"))
    }

    /// The same input, reduced by the fuzzer to its first seven bytes.
    @Test func aLoneBacktickAfterImportNamesNoModule() {
        #expect(ImportScanner().imports(in: "import`").isEmpty)
    }

    @Test func emptyBackticksNameNoModule() {
        #expect(ImportScanner().imports(in: "import ``\nimport Foundation\n").map(\.module) == ["Foundation"])
    }

    @Test func aBacktickedModuleStillImports() {
        #expect(ImportScanner().imports(in: "import `Foundation`\n").map(\.module) == ["Foundation"])
    }

    /// A 2,921-byte Swift file with unclosed single-line strings: each counted its line break
    /// twice, so an import on line 75 was reported on line 78.
    static let unclosedStrings =
        "aW1wb3J0IEhlYWRsZXNzVUkKCi8vLyBPbmUgbGluZSBvZiB0aGUgaW50ZXJhY3RpdmUgc2Vzc2lvbi4KZW51bSBJbnRlcmFjdGl2"
        + "ZUNvbW1hbmQ6IEVxdWF0YWJsZSB7CiAgICBjYXNlIHRhcChFbGVtZW50U2VsZWN0b3IpCiAgICBjYXNlIGlucHV0KFN0cmluZykK"
        + "ICAgIGNhc2UgZXJhc2UoY291bnQ6IEludD8pCiAgICBjYXNlIGJhY2sKICAgIGNhc2Ugc3dpcGVEb3duCiAgICABAAAAAAAAAHBl"
        + "UmlnaHQKICAgIGNhc2UgdGltcG9ydCBGbG93UnVubmVyCmltcG9ydCBIZWFkbGVzc1VJCgovLy8gVGhlIGd1aWRlZCB5dG91ciBg"
        + "QXBwIGRlbW9gIChhbmQgc28gYG1ha2UgcnVuYCkgcHJpbnRzOiB0aGUgYlVuZGxlZCB0b3VyIGZsb3csIHJ1bi8vLyBFdmFpbXBv"
        + "cnQgSGVhZGxlc3NVSQoKLy8vIE9uZSBsaW5lIG9mIJSXmt9pbnRlcmFjdGl2ZSBzZXNzaW9uLgplbnVtIEludGVyYWN0Ly8vIEsg"
        + "ZXMgYWJvdXQ7IGV2ZXJ5dP////////8BAAAAAAAACnNlIGluIGEgZmlsZSBpcyBzax1pcHBlZC4Kc3RydWN0IFNvdc1jZW9UAQBy"
        + "a2VuOiBFcXVhdGFidGFpbXBvcnQgSGVhZC8vLyBUaGUgaGVscCBwcmludGVkIGJ5AAAAAAAAAAEgYC0taGVscGAgYW5kIGFmdGVy"
        + "IAovLy8gT25lIGxpbmUgb2YglJea32ludGVyYWN0aXZlIHNlc3Npb24uCmVoLCBmb3IgbWVzc2FnZXMuCiAgICBzdGF0aWMgbGV0"
        + "IHZlcmJzID0gWyJ0YXAiLCAiaW5wdXQiLCAiZXJhc2UiLCMjYmFjayIsICJzd5ea32ludGVyYWN0aXZlIHM7Ozs7Ozs7Ozs7Ozs7"
        + "Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7ZXl3b3JkIChiYWNrcXVvdGVkIG5hbWVzIGtlZSB0aGVpciBiYWNrcXVvdGVzJywgc28gdGhleSBu"
        + "ZXZlciByZWx1YXRlcyB0aGUgY29uZGl0aW9uIG9mIGFuIGAjaWZgIG9yIGAjZWxz//9mYCBsaW5lLgovLy8KLy8vIGFkIGFzIGtl"
        + "eXdvcmRzKS7fZW51bSBLaW5kaW5kCm5nCiAkICBsZXQgbGluZTogSW50Cn0KICAgICAgICBjYXNlIHdvcmQKdWx0OiB0aHJvdyBV"
        + "c2FnZUVycm9yKGRlc2NyaXB0aW9uOiAic3dpQW55dGhpbmcgaXQgY2Fubm90IG1ha2Ugc2Vuc2Ugb2YgY291bnRzIGFzIGZhbHNl"
        + "LCBzbyBhbiB1bmtub3duIGJyYW5jaCBuZXZlciBoaWRlcyBhbgovLy8gaW1wb3J0IGZyb20gdGhlIGxpbnQgYnkgYWNjaWRlbnQ6"
        + "IHRoZSBgI2Vsc2VgIHNpZGUgaXMgcmVhZCBpbnN0ZWFkLgpzdHJ1Y3QgQ29uZGl0aW9uRXZhbHVhdG9yIHsKICAgIGxldCBjb25k"
        + "aXRpb25zOiBDb21waWxhdGlvbkNvbmRptWlvbnMKICAgIHByaXZhdGUgdmFyIHRva2VuczogW1N0cmluZ10gPSBbXQogICAgcHJp"
        + "dkB0ZSB2/Pz8/Pz8/Pz8/Pz8/Pz8/Pz8/Pz8/Pz8/Pz8/Pz8/Pz8/Pz8/Pz8/Pz8/Pz8/Pz8/Pz8/Pz8/Pz8/Pz8/Pz8/Pz8/Pz8"
        + "/Pz8/Pz8/Pz8/Pz8/Pz8/Pz8/Pz8/PxhciBwb3NpdGlvbiA9IDAKCiAgICBpbml0KGNvbmRpdGlvbnM6IENvbXBpbGF0aW9uQ29u"
        + "ZGl0aW9ucykgewogICAgICAgIHNlbGYuY29uZGl0aW9ucyA9IGNvbmRpdGlvbnMKICAgIH0KCiAgICBtdXRhdGluZyBmdW5jIGV2"
        + "YWx1YXRlKF8gdGV4dDogU3RyaW5nKSAtPiBCb29sICAgICAgICAgIH0gZWxzZSBzdGVwIGJ5Ci8vLyBzdGVwIG9uIGEgZnJlc2gg"
        + "ewogICAgICAgICAgICAgICAgZmx1c2goKQogICAgICAgICAgICB9CiAgICAgICAgICAgIGluZGV4ICs9IDIKICAgICAgICB9CiAg"
        + "ICAgICAgZmx1c2goKQogICAgICAgIHJldHVybiBlbW9gIChhbmQgc28gYG1ha2UgcnVuYCkgcHJpbnRzOiB0aGUgYlVuZGxlZCB0"
        + "b3VyIGZsb3csIHJhYihNYWluVGFiKQogICAgY2FzZSBvcGVuKFN0cmluZykKICAgIGOfjJrfjJyNmWVuCiAgICBjYXNlIHRyZWUK"
        + "ICAgIGNhc2UgaGVscAogICAgY2FzZSBxdWl0CgogICAgLy8vIFRoZSB3b3JkcyBhIGxpbmUgbWF5IHN0YXJ0IHdpdGgsIGZvciBt"
        + "ZXNzYWdlcy4KICAgIHN0YXRpYyBsZXQgdmVyYnMgPSBbInRhcCIsICJpbnB1dCIsICJlcmFzZSIsICJiYWNrIiwgInN3aXBlIiwg"
        + "InRhYiIsICJvcKNuIiwgInNjcmVlbiIsICJ0cmVlIiwgImhlbHByZ2VFcnJvcihkZXNjcmlwdGlvbjogInRhcCBuZWVkcyBhIHVl"
        + "eHQgb3IgI2lkZW50aWZpZXIiKSB9CiAgICAgICAgICAgIHJldHVybiAudGFwKHJlc3QuaGFzUHJlZml4KCIjIikgPyAuaWRlbnRp"
        + "ZmllcihTdHJpbmcocmVzdC5kcm9wRmlyc3QoKSkpIDogLnRleHQocmVzdCl1bi8vLyBFdmFsdWF0ZXMgdGhlIGNvbmRpdGlvbiBv"
        + "ZiBhbiBgI2lmYCBvciBgI2UBAAAAAAAACmxzZWlmYCBsaW5lICAgICAgICAgICAgcmVzdWx0LmFwcAApCiAgICAgICAgY2FzZSAi"
        + "aW5wdXQiOgogICAgICAgICAgICAvLyBUaGUgdGV4dCBpcyBldmVyeXRoaW5nIGFmdGVyICJpbnB1dCAiLCBzcGFjZXMgaW5jbHVk"
        + "ZWQuCiAgICAgICAgICAgIGxldCB0ZXh0ID0gU3RyaW4gIGNhc2UgdGFiKE1haW5UYWIpCiAgICBjYXNlIG9wZW4oU3RyaW5nKQog"
        + "ICAgY5+Mmt+MnI2ZZW4KICAgIGNhc2UgdHJlZQogICAgY2FzZSBoZWxwCiAgICBjYXNlIHF1aXQKCiAgICAvLy8gVGhlIHdvcmRz"
        + "IGEgbGluZSBtYXkgc3RhcnQgd2l0aCwgZm9yIG1lc3NhZ2VzLgogICAgc3RhdGljIGxldCB2ZXJicyA9IFsiLHQiYXAgImlucHV0"
        + "IiwgImVyIHJldHVybiAuaQBlbmQoU3RyaW5nKFtjaGFyYWN0ZW1pbmcAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQ2hh"
        + "cmFjdGVycyhpbjogLndoaXRlc25wdXQodGV4dCkKICAgICAgICBjYXNlICJlcmFzZSI6CiAgICAgICAgICAgIGd1YXJkICFyZXN0"
        + "LmlzRW1wdHkgZWxzZSB7IHJldHVybiAuZXJhc2UoY291bnQ6IG5pbCkgfQogICAgICAgICAgICBndWFyZCBsZXQgY291bnQgPSBJ"
        + "bnQocnBhY2VzKQogICAgICAgIHN3aXRjaCB2ZXJiLmxvd2VyY2FzZWQoKSB7CiAgICAgICAgY2FzZSAidGFwIjoKICAgICAgICAg"
        + "ICAgZ3VhcmQgIXJlc3QuaXNFbXB0eSBlbHNlIHsgdGhyb2ltcG9yZXN0KSwgY290IEZsb3dSdW5uZXIKaW1wb3J0ICB1ICA="

    @Test func importsAfterUnclosedStringsKeepTheirLineNumbers() throws {
        let bytes = try #require(Data(base64Encoded: Self.unclosedStrings))
        let source = String(decoding: bytes, as: UTF8.self)
        let lineCount = source.unicodeScalars.filter { $0 == "\n" || $0 == "\r" }.count + 1
        for statement in ImportScanner().imports(in: source) {
            #expect(statement.line <= lineCount, "\(statement.module) on line \(statement.line)")
        }
    }

    /// The same input, reduced by the fuzzer.
    @Test func anUnclosedStringDoesNotCountItsLineBreakTwice() {
        #expect(ImportScanner().imports(in: "\"\nimport u").map(\.line) == [2])
    }
}
