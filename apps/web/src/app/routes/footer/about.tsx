import { LegalPage } from './legal-page';

export default function AboutPage() {
  return (
    <LegalPage
      title="Hakkımızda"
      lead="Pazaryeri; endüstriyel ürün, dijital ürün, STL 3D model ve freelance hizmet alım satımını güvenilir satıcılarla tek platformda buluşturan Türkiye'nin endüstriyel pazaryeridir."
    >
      <h2>Neden varız?</h2>
      <p>
        Endüstride doğru parçayı, doğru dosyayı ya da doğru ustayı bulmak çoğu zaman telefon trafiği, eksik bilgi ve
        güven sorunu demek. Pazaryeri; üreticileri, bayileri, atölyeleri, tasarımcıları ve mühendisleri işletmelerin
        ve bireysel alıcıların ihtiyaçlarıyla şeffaf, hızlı ve güvenli biçimde buluşturmak için kuruldu.
      </p>

      <h2>Neler sunuyoruz?</h2>
      <ul>
        <li>
          <strong>Fiziksel ürünler:</strong> makine parçaları, hırdavat, elektrik ve otomasyon malzemeleri, iş güvenliği
          ekipmanları ve daha fazlası.
        </li>
        <li>
          <strong>Dijital ürünler:</strong> teknik çizimler, dokümanlar ve satın alındıktan sonra indirilebilen dosyalar.
        </li>
        <li>
          <strong>STL 3D modeller:</strong> 3D yazıcıda basılmaya hazır model dosyaları.
        </li>
        <li>
          <strong>Freelance hizmetler:</strong> 3D modelleme, tasarım ve mühendislik işleri; ilan ve talepler üzerinden
          teklifle çalışma.
        </li>
      </ul>

      <h2>Güven nasıl sağlanıyor?</h2>
      <ul>
        <li>Her satıcı mağazası, yayına alınmadan önce ekibimiz tarafından incelenir ve onaylanır.</li>
        <li>Ürünler ve mağaza görselleri yayın öncesinde denetlenir.</li>
        <li>
          Ödemeler lisanslı bir ödeme kuruluşu aracılığıyla alınır; tutar, sipariş tamamlanana kadar güvence altında
          tutulur ve sonrasında satıcıya aktarılır.
        </li>
        <li>Gönderiler anlaşmalı kargo firmalarıyla oluşturulur; takip ve iade süreçleri platform üzerinden izlenir.</li>
        <li>Alıcılar, yalnızca satın aldıkları ürünler için değerlendirme yazabilir.</li>
      </ul>

      <h2>Satıcılar için</h2>
      <p>
        Bireysel satıcılar, şahıs şirketleri, limited ve anonim şirketler Pazaryeri'nde mağaza açabilir. Satıcı
        panelinden ürünlerinizi, siparişlerinizi, tekliflerinizi, müşteri sorularınızı ve kargolarınızı tek yerden
        yönetirsiniz.
      </p>
    </LegalPage>
  );
}
