import Foundation

/// Converts a colour of any Color-module space to gamma-encoded sRGB, as CSS Color 4 does:
/// through linear light and CIE XYZ (D65). Out-of-gamut results are left for the caller to
/// clip. A `none` component counts as zero, as CSS does when a colour is displayed.
enum ColorConversion {
    typealias Vector = (Double, Double, Double)

    static func srgb(_ space: ColorSpace, _ components: [Double?]) -> Vector {
        let values = components.map { $0 ?? 0 }
        let input = (values[0], values[1], values[2])
        switch space {
        case .srgb: return input
        case .hsl: return hslToSRGB(input)
        case .hwb: return hwbToSRGB(input)
        default: return encodeSRGB(multiply(xyzToLinearSRGB, xyzD65(space, input)))
        }
    }

    /// The colour in CIE XYZ with the D65 white point.
    private static func xyzD65(_ space: ColorSpace, _ input: Vector) -> Vector {
        switch space {
        case .srgb, .hsl, .hwb: return multiply(linearSRGBToXYZ, map(input, decodeSRGB))
        case .srgbLinear: return multiply(linearSRGBToXYZ, input)
        case .displayP3: return multiply(linearP3ToXYZ, map(input, decodeSRGB))
        case .a98RGB: return multiply(linearA98ToXYZ, map(input) { signed($0) { pow($0, 563 / 256) } })
        case .prophotoRGB:
            let linear = map(input) { signed($0) { $0 <= 16 / 512 ? $0 / 16 : pow($0, 1.8) } }
            return multiply(d50ToD65, multiply(linearProPhotoToXYZD50, linear))
        case .rec2020: return multiply(linearRec2020ToXYZ, map(input, decodeRec2020))
        case .xyzD65: return input
        case .xyzD50: return multiply(d50ToD65, input)
        case .lab: return multiply(d50ToD65, labToXYZD50(input))
        case .lch: return multiply(d50ToD65, labToXYZD50(polarToCartesian(input)))
        case .oklab: return oklabToXYZ(input)
        case .oklch: return oklabToXYZ(polarToCartesian(input))
        }
    }

    private static func polarToCartesian(_ lch: Vector) -> Vector {
        let radians = lch.2 * .pi / 180
        return (lch.0, lch.1 * cos(radians), lch.1 * sin(radians))
    }

    private static func labToXYZD50(_ lab: Vector) -> Vector {
        let kappa = 24389.0 / 27
        let epsilon = 216.0 / 24389
        let f1 = (lab.0 + 16) / 116
        let f0 = lab.1 / 500 + f1
        let f2 = f1 - lab.2 / 200
        let x = pow(f0, 3) > epsilon ? pow(f0, 3) : (116 * f0 - 16) / kappa
        let y = lab.0 > kappa * epsilon ? pow(f1, 3) : lab.0 / kappa
        let z = pow(f2, 3) > epsilon ? pow(f2, 3) : (116 * f2 - 16) / kappa
        return (x * 0.3457 / 0.3585, y, z * (1 - 0.3457 - 0.3585) / 0.3585)
    }

    private static func oklabToXYZ(_ lab: Vector) -> Vector {
        let lms = multiply(oklabToLMS, lab)
        return multiply(lmsToXYZ, (lms.0 * lms.0 * lms.0, lms.1 * lms.1 * lms.1, lms.2 * lms.2 * lms.2))
    }

    private static func hslToSRGB(_ hsl: Vector) -> Vector {
        let saturation = hsl.1 / 100
        let lightness = hsl.2 / 100
        func channel(_ offset: Double) -> Double {
            let k = (offset + hsl.0 / 30).truncatingRemainder(dividingBy: 12)
            let amount = saturation * min(lightness, 1 - lightness)
            return lightness - amount * max(-1, min(k - 3, 9 - k, 1))
        }
        return (channel(0), channel(8), channel(4))
    }

    private static func hwbToSRGB(_ hwb: Vector) -> Vector {
        let whiteness = hwb.1 / 100
        let blackness = hwb.2 / 100
        if whiteness + blackness >= 1 {
            let gray = whiteness / (whiteness + blackness)
            return (gray, gray, gray)
        }
        let pure = hslToSRGB((hwb.0, 100, 50))
        return map(pure) { $0 * (1 - whiteness - blackness) + whiteness }
    }

    private static func decodeSRGB(_ value: Double) -> Double {
        signed(value) { $0 <= 0.04045 ? $0 / 12.92 : pow(($0 + 0.055) / 1.055, 2.4) }
    }

    private static func encodeSRGB(_ linear: Vector) -> Vector {
        map(linear) { value in signed(value) { $0 <= 0.003_130_8 ? $0 * 12.92 : 1.055 * pow($0, 1 / 2.4) - 0.055 } }
    }

    private static func decodeRec2020(_ value: Double) -> Double {
        let alpha = 1.099_296_826_809_44
        let beta = 0.018_053_968_510_807
        return signed(value) { $0 < beta * 4.5 ? $0 / 4.5 : pow(($0 + alpha - 1) / alpha, 1 / 0.45) }
    }

    private static func signed(_ value: Double, _ transfer: (Double) -> Double) -> Double {
        value < 0 ? -transfer(-value) : transfer(value)
    }

    private static func map(_ vector: Vector, _ transform: (Double) -> Double) -> Vector {
        (transform(vector.0), transform(vector.1), transform(vector.2))
    }

    private static func multiply(_ matrix: [[Double]], _ vector: Vector) -> Vector {
        func row(_ index: Int) -> Double {
            matrix[index][0] * vector.0 + matrix[index][1] * vector.1 + matrix[index][2] * vector.2
        }
        return (row(0), row(1), row(2))
    }

    // The matrices of CSS Color 4's sample conversion code (rounded as published there).
    private static let linearSRGBToXYZ: [[Double]] = [
        [0.412_390_799_265_959_34, 0.357_584_339_383_878, 0.180_480_788_401_834_3],
        [0.212_639_005_871_510_27, 0.715_168_678_767_756, 0.072_192_315_360_733_71],
        [0.019_330_818_715_591_82, 0.119_194_779_794_625_98, 0.950_532_152_249_660_7],
    ]
    private static let xyzToLinearSRGB: [[Double]] = [
        [3.240_969_941_904_522_6, -1.537_383_177_570_094, -0.498_610_760_293_003_4],
        [-0.969_243_636_280_879_6, 1.875_967_501_507_720_2, 0.041_555_057_407_175_59],
        [0.055_630_079_696_993_66, -0.203_976_958_888_976_52, 1.056_971_514_242_878_6],
    ]
    private static let linearP3ToXYZ: [[Double]] = [
        [0.486_570_948_648_216_2, 0.265_667_693_169_093_06, 0.198_217_285_234_362_5],
        [0.228_974_564_069_748_8, 0.691_738_521_836_506_4, 0.079_286_914_093_745],
        [0, 0.045_113_381_858_902_64, 1.043_944_368_900_976],
    ]
    private static let linearA98ToXYZ: [[Double]] = [
        [0.576_669_042_910_130_5, 0.185_558_237_906_546_3, 0.188_228_646_234_994_7],
        [0.297_344_975_250_536_05, 0.627_363_566_255_466_1, 0.075_291_458_493_997_88],
        [0.027_031_361_386_412_34, 0.070_688_852_535_827_23, 0.991_337_536_837_638_8],
    ]
    private static let linearProPhotoToXYZD50: [[Double]] = [
        [0.797_760_489_672_302_7, 0.135_185_837_175_740_31, 0.031_349_349_581_524_8],
        [0.288_071_128_229_293_4, 0.711_843_217_810_101_4, 0.000_085_653_960_605_259_02],
        [0, 0, 0.825_104_602_510_460_2],
    ]
    private static let linearRec2020ToXYZ: [[Double]] = [
        [0.636_958_048_301_291_4, 0.144_616_903_586_208_32, 0.168_880_975_164_172_1],
        [0.262_700_212_011_267_1, 0.677_998_071_518_870_8, 0.059_301_716_469_861_96],
        [0, 0.028_072_693_049_087_428, 1.060_985_057_710_791],
    ]
    private static let d50ToD65: [[Double]] = [
        [0.955_473_421_488_075, -0.023_098_454_948_764_71, 0.063_259_243_200_570_72],
        [-0.028_369_709_333_863_7, 1.009_995_398_081_304_1, 0.021_041_441_191_917_323],
        [0.012_314_014_864_481_998, -0.020_507_649_298_898_964, 1.330_365_926_242_124],
    ]
    private static let oklabToLMS: [[Double]] = [
        [1, 0.396_337_777_376_174_9, 0.215_803_757_309_913_6],
        [1, -0.105_561_345_815_658_6, -0.063_854_172_825_813_3],
        [1, -0.089_484_177_529_811_9, -1.291_485_548_019_409_2],
    ]
    private static let lmsToXYZ: [[Double]] = [
        [1.226_879_875_845_924_3, -0.557_814_994_460_217_1, 0.281_391_045_665_964_7],
        [-0.040_575_745_214_800_8, 1.112_286_803_280_317, -0.071_711_058_065_516_4],
        [-0.076_372_936_674_660_1, -0.421_493_332_402_243_2, 1.586_924_019_836_781_6],
    ]
}
