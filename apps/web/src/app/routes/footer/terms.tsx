import { Link } from 'react-router';
import { LegalPage } from './legal-page';

export default function TermsPage() {
  return (
    <LegalPage
      title="Kullanım Koşulları"
      lead="Pazaryeri'ni kullanarak aşağıdaki koşulları kabul etmiş olursunuz. Lütfen üye olmadan önce dikkatlice okuyun."
    >
      <h2>1. Taraflar ve konu</h2>
      <p>
        Bu koşullar, Pazaryeri platformunu işleten şirket ("Pazaryeri") ile platformu ziyaret eden veya üye olan
        kullanıcılar arasındaki ilişkiyi düzenler. Pazaryeri, 6563 sayılı Elektronik Ticaretin Düzenlenmesi Hakkında
        Kanun kapsamında aracı hizmet sağlayıcıdır; platformda satılan ürün ve hizmetlerin satıcısı, ilgili mağazadır.
      </p>

      <h2>2. Tanımlar</h2>
      <ul>
        <li><strong>Alıcı:</strong> platformda ürün veya hizmet satın alan, teklif isteyen ya da ilan veren üye.</li>
        <li><strong>Satıcı:</strong> başvurusu Pazaryeri tarafından onaylanan ve mağaza açan gerçek veya tüzel kişi.</li>
        <li><strong>Freelancer:</strong> ilan ve taleplere teklif vererek hizmet sunan satıcı.</li>
        <li><strong>Dijital ürün:</strong> STL 3D modeller dâhil, elektronik ortamda teslim edilen dosyalar.</li>
      </ul>

      <h2>3. Üyelik</h2>
      <ul>
        <li>Üye olmak için 18 yaşını doldurmuş olmak ve doğru, güncel bilgi vermek gerekir.</li>
        <li>Hesap ve şifre güvenliğinden üye sorumludur; yetkisiz kullanım fark edildiğinde derhâl bize bildirilmelidir.</li>
        <li>Pazaryeri, bu koşullara aykırı kullanım hâlinde hesabı askıya alma veya kapatma hakkını saklı tutar.</li>
      </ul>

      <h2>4. Alıcının yükümlülükleri</h2>
      <ul>
        <li>Siparişlerin bedelini platformdaki güvenli ödeme adımıyla ödemek; platform dışı ödeme yapmamak,</li>
        <li>Değerlendirmeleri gerçek deneyimlerine dayanarak, hakaret ve kişisel veri içermeden yazmak,</li>
        <li>Satın aldığı dijital ürünleri lisans koşullarına uygun kullanmak ve izinsiz paylaşmamak.</li>
      </ul>

      <h2>5. Satıcının yükümlülükleri</h2>
      <ul>
        <li>Ürün ve hizmetleri doğru, eksiksiz ve mevzuata uygun biçimde tanıtmak; stok ve fiyatları güncel tutmak,</li>
        <li>Siparişleri belirtilen sürede hazırlamak, kargoya vermek ve faturalandırmak,</li>
        <li>Tüketici mevzuatından doğan cayma, iade ve garanti yükümlülüklerini yerine getirmek,</li>
        <li>Sattığı dijital içerik ve modeller üzerinde gerekli fikrî mülkiyet haklarına sahip olmak.</li>
      </ul>

      <h2>6. Ödeme</h2>
      <p>
        Ödemeler lisanslı bir ödeme kuruluşu aracılığıyla alınır. Ödenen tutar, sipariş tamamlanana kadar güvence altında
        tutulur ve sonrasında komisyon ile masraflar düşülerek satıcıya aktarılır. Kart bilgileri Pazaryeri tarafından
        saklanmaz.
      </p>

      <h2>7. Cayma hakkı ve iade</h2>
      <p>
        Tüketici sıfatıyla alışveriş yapan alıcılar, 6502 sayılı Tüketicinin Korunması Hakkında Kanun ve Mesafeli
        Sözleşmeler Yönetmeliği uyarınca, ürünü teslim aldıkları tarihten itibaren 14 gün içinde gerekçe göstermeden
        cayma hakkını kullanabilir. Yönetmelikte sayılan istisnalar saklıdır; özellikle alıcının istekleri veya kişisel
        ihtiyaçları doğrultusunda hazırlanan ürünlerde, elektronik ortamda anında ifa edilen hizmetlerde ve anında teslim
        edilen gayrimaddi mallarda (ör. indirilen dijital dosyalar) cayma hakkı kullanılamaz.
      </p>

      <h2>8. Yasaklı ürün ve içerikler</h2>
      <p>
        Mevzuata aykırı, taklit, çalıntı, ruhsat gerektirdiği hâlde ruhsatsız satılan ürünler ile üçüncü kişilerin fikrî
        mülkiyet haklarını ihlal eden içeriklerin satışı yasaktır. Pazaryeri bu içerikleri bildirim üzerine veya kendi
        denetimiyle yayından kaldırabilir.
      </p>

      <h2>9. Fikrî mülkiyet</h2>
      <p>
        Platformun tasarımı, yazılımı ve markası Pazaryeri'ne aittir. Satıcıların yüklediği görsel, açıklama ve dosyalar
        üzerindeki haklar satıcıya aittir; satıcı, bunların platformda gösterilmesi için Pazaryeri'ne gerekli kullanım
        iznini verir.
      </p>

      <h2>10. Sorumluluğun sınırı</h2>
      <p>
        Pazaryeri, satıcı ile alıcı arasındaki satış sözleşmesinin tarafı değildir. Ürünün ayıplı olmasından veya hizmetin
        gereği gibi ifa edilmemesinden doğan sorumluluk, mevzuatın aracı hizmet sağlayıcıya yüklediği yükümlülükler saklı
        kalmak kaydıyla satıcıya aittir.
      </p>

      <h2>11. Kişisel veriler</h2>
      <p>
        Kişisel verilerinizin nasıl işlendiğini <Link to="/footer/kvkk">KVKK Aydınlatma Metni</Link>'nde bulabilirsiniz.
      </p>

      <h2>12. Değişiklikler ve uyuşmazlıklar</h2>
      <p>
        Pazaryeri bu koşulları güncelleyebilir; önemli değişiklikler üyelere ayrıca duyurulur. Uyuşmazlıklarda Türk hukuku
        uygulanır; tüketiciler, parasal sınırlar dâhilinde yerleşim yerlerindeki tüketici hakem heyetlerine veya tüketici
        mahkemelerine başvurabilir.
      </p>
    </LegalPage>
  );
}
