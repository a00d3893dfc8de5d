import Foundation
import Testing

@testable import DesignSystemTools

/// Hex colour strings migrate to sRGB components that are the same colour to the bit.
struct HexColourMigrationTests {
    private func migrated(_ hex: String) throws -> String {
        let text = ##"{ "c": { "$type": "color", "$value": "\##(hex)" } }"##
        let result = try TokenMigration.migrate(TokenSource(name: "c.json", data: Data(text.utf8)))
        return String(decoding: result.data, as: UTF8.self)
    }

    @Test func eachDigitOfAShortHexStandsForTwo() throws {
        // #fff is #ffffff: 15 × 17 = 255, white; × 16 would give 240, a grey.
        #expect(try migrated("#fff").contains(##""components": [1, 1, 1], "hex": "#ffffff""##))
        #expect(
            try migrated("#0f08").contains(##""components": [0, 1, 0], "alpha": 0.5333333333333333, "hex": "#00ff00""##)
        )
    }

    @Test func aLongHexKeepsItsBytes() throws {
        #expect(try migrated("#ff0000").contains(##""components": [1, 0, 0], "hex": "#ff0000""##))
    }
}
