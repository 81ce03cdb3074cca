import { reasonDefaultLabels } from '@hub/shared/contracts';

/** Word lists the demo world is made from (Indian names, shops, products). */
export const FIRST_NAMES = [
  'Aarav',
  'Vivaan',
  'Aditya',
  'Vihaan',
  'Arjun',
  'Sai',
  'Reyansh',
  'Ayaan',
  'Krishna',
  'Ishaan',
  'Ananya',
  'Diya',
  'Priya',
  'Saanvi',
  'Aadhya',
  'Kavya',
  'Meera',
  'Lakshmi',
  'Pooja',
  'Sneha',
  'Rohit',
  'Manoj',
  'Suresh',
  'Ramesh',
  'Deepak',
  'Kiran',
  'Naveen',
  'Farhan',
  'Imran',
  'Joseph',
  'Harpreet',
  'Gurpreet',
  'Venkat',
  'Srinivas',
  'Mahesh',
  'Ganesh',
  'Anil',
  'Sunil',
  'Rekha',
  'Shalini',
];
export const LAST_NAMES = [
  'Sharma',
  'Verma',
  'Reddy',
  'Naidu',
  'Patil',
  'Kulkarni',
  'Iyer',
  'Nair',
  'Menon',
  'Rao',
  'Gowda',
  'Shetty',
  'Khan',
  'Singh',
  'Yadav',
  'Das',
  'Joshi',
  'Deshmukh',
  'Pillai',
  'Chowdary',
  'Jain',
  'Agarwal',
  'Mishra',
  'Pandey',
  'Thomas',
  'Fernandes',
];
export const SHOP_PREFIXES = [
  'Sri Lakshmi',
  'Balaji',
  'Ganesh',
  'New India',
  'Royal',
  'Sai Ram',
  'Annapurna',
  'Krishna',
  'Om Sai',
  'Venkateshwara',
  'Durga',
  'Apna',
  'Janta',
  'City',
  'Fresh Mart',
  'Mahalakshmi',
  'Shree',
  'Vinayaka',
];
export const SHOP_SUFFIXES = ['Stores', 'Kirana', 'General Stores', 'Supermarket', 'Provisions', 'Traders', 'Mart', 'Enterprises'];
export const STREETS = [
  'MG Road',
  'Station Road',
  'Main Bazaar',
  'Temple Street',
  'Market Road',
  'Gandhi Nagar',
  'Nehru Street',
  '1st Cross',
  '2nd Main',
  'Ring Road',
  'Church Street',
  'Lake View Road',
];
export const AREAS: Record<string, string[]> = {
  Bengaluru: ['Jayanagar', 'Indiranagar', 'Koramangala', 'Malleshwaram', 'Rajajinagar', 'Whitefield', 'Yelahanka', 'BTM Layout'],
  Hyderabad: ['Uppal', 'Habsiguda', 'Tarnaka', 'LB Nagar', 'Dilsukhnagar', 'Nacharam', 'Boduppal', 'Ramanthapur'],
  Pune: ['Kothrud', 'Aundh', 'Baner', 'Wakad', 'Hinjewadi', 'Pashan', 'Warje', 'Karve Nagar'],
};
export const CITY_CENTER: Record<string, [number, number]> = { Bengaluru: [12.9716, 77.5946], Hyderabad: [17.405, 78.55], Pune: [18.52, 73.8] };
export const STATE_CODE: Record<string, string> = { Bengaluru: 'KA', Hyderabad: 'TS', Pune: 'MH' };
export const PIN_PREFIX: Record<string, string> = { Bengaluru: '560', Hyderabad: '500', Pune: '411' };

/** Product catalogue pieces: [category, vertical, brands, product names]. */
export const CATALOGUE: ReadonlyArray<readonly [string, string, readonly string[], readonly string[]]> = [
  [
    'Staples',
    'FMCG_FOOD',
    ['Aashirvaad', 'Fortune', 'India Gate', 'Tata Sampann'],
    ['Atta 10 kg', 'Basmati Rice 5 kg', 'Toor Dal 1 kg', 'Sunflower Oil 1 L', 'Sugar 5 kg', 'Moong Dal 1 kg'],
  ],
  [
    'Snacks',
    'FMCG_FOOD',
    ['Haldiram', 'Lays', 'Bingo', 'Kurkure'],
    ['Bhujia 400 g', 'Classic Salted 52 g', 'Mad Angles 90 g', 'Masala Munch 75 g', 'Aloo Bhujia 1 kg'],
  ],
  [
    'Beverages',
    'FMCG_FOOD',
    ['Tata Tea', 'Bru', 'Red Label', 'Frooti'],
    ['Premium Tea 1 kg', 'Instant Coffee 200 g', 'Mango Drink 1.2 L', 'Green Tea 100 bags'],
  ],
  [
    'Personal Care',
    'FMCG_NON_FOOD',
    ['Dove', 'Colgate', 'Lifebuoy', 'Parachute'],
    ['Soap 4x100 g', 'Toothpaste 200 g', 'Coconut Oil 500 ml', 'Shampoo 340 ml', 'Handwash 750 ml'],
  ],
  [
    'Home Care',
    'FMCG_NON_FOOD',
    ['Surf Excel', 'Vim', 'Harpic', 'Lizol'],
    ['Detergent 4 kg', 'Dishwash Bar 3x200 g', 'Toilet Cleaner 1 L', 'Floor Cleaner 2 L'],
  ],
  ['Dairy', 'FRESH', ['Amul', 'Nandini', 'Mother Dairy'], ['Ghee 1 L', 'Butter 500 g', 'Milk Powder 1 kg', 'Paneer 200 g']],
  ['CRATE', 'PACKAGING', ['Hub Console'], ['Returnable Crate']],
];

// The reasons the world's history names: the reason lists' defaults (the seed writes those lists, base.ts).
export const QC_REJECTION_REASONS = reasonDefaultLabels('QC_FAILURE');
export const ZONE_TO_ZONE_COMMENTS = reasonDefaultLabels('DISCREPANCY');
export const HOLD_REASONS = reasonDefaultLabels('RUNSHEET_HOLD');
export const NOT_DELIVERED_REASONS = reasonDefaultLabels('NOT_DELIVERED');
